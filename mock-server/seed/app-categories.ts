import type { AppCategoryType } from '../../src/api/contract';

/**
 * The app categories of GET /v1/campaign/app/categories?type= (spec 2 §3 "Category item"), fixed in
 * code: placements (seed/placements.ts) carry one of these values, so a category's impression count is
 * the sum of its placements'. `value` is what a campaign's included / excluded app categories and
 * excluded game categories hold. The spec shows neither the list nor the type values; these are ours.
 */
export interface SeededCategory {
  category_id: number;
  category_name: string;
  value: string;
  type: AppCategoryType;
}

const APP: readonly [string, string][] = [
  ['books_reference', 'Books & Reference'],
  ['business', 'Business'],
  ['communication', 'Communication'],
  ['education', 'Education'],
  ['entertainment', 'Entertainment'],
  ['finance', 'Finance'],
  ['food_drink', 'Food & Drink'],
  ['health_fitness', 'Health & Fitness'],
  ['lifestyle', 'Lifestyle'],
  ['music_audio', 'Music & Audio'],
  ['news_magazines', 'News & Magazines'],
  ['photography', 'Photography'],
  ['shopping', 'Shopping'],
  ['sports', 'Sports'],
  ['travel_local', 'Travel & Local'],
  ['weather', 'Weather'],
];

const GAME: readonly [string, string][] = [
  ['game_action', 'Action'],
  ['game_arcade', 'Arcade'],
  ['game_board', 'Board'],
  ['game_card', 'Card'],
  ['game_casino', 'Casino'],
  ['game_casual', 'Casual'],
  ['game_puzzle', 'Puzzle'],
  ['game_racing', 'Racing'],
  ['game_sports', 'Sports games'],
  ['game_strategy', 'Strategy'],
  ['game_word', 'Word'],
];

export const APP_CATEGORIES: readonly SeededCategory[] = [
  ...APP.map(([value, name], index) => ({ category_id: index + 1, category_name: name, value, type: 'app' as const })),
  ...GAME.map(([value, name], index) => ({ category_id: 101 + index, category_name: name, value, type: 'game' as const })),
];

export const APP_CATEGORY_TYPES: readonly AppCategoryType[] = ['app', 'game'];

export const isGameCategory = (value: string): boolean => APP_CATEGORIES.some((category) => category.value === value && category.type === 'game');
