import { DEVICE_TYPE, DICTIONARIES, REPORT_DEVICE_TYPE, type DictionaryItem, type DictionaryName } from '../../src/api/contract';

/**
 * GET /v1/dictionary/meta/{dictionary}/{locale} (spec 1 §7, spec 2 §7). Fixed lists, not generated:
 * the app caches them, and campaign records store their values, so they never change while the mock
 * runs. Each entry carries both titles; the values are the same in every locale, in the same order,
 * so a value chosen in one language means the same thing in the other.
 */
interface LocalisedItem {
  value: string | number;
  en: string;
  ru: string;
}

/** The 26 tier-1 categories of the IAB content taxonomy (1.0 codes, which ad exchanges still send). */
const IAB_CATEGORIES: readonly LocalisedItem[] = [
  { value: 'IAB1', en: 'Arts & Entertainment', ru: 'Искусство и развлечения' },
  { value: 'IAB2', en: 'Automotive', ru: 'Автомобили' },
  { value: 'IAB3', en: 'Business', ru: 'Бизнес' },
  { value: 'IAB4', en: 'Careers', ru: 'Карьера' },
  { value: 'IAB5', en: 'Education', ru: 'Образование' },
  { value: 'IAB6', en: 'Family & Parenting', ru: 'Семья и воспитание детей' },
  { value: 'IAB7', en: 'Health & Fitness', ru: 'Здоровье и фитнес' },
  { value: 'IAB8', en: 'Food & Drink', ru: 'Еда и напитки' },
  { value: 'IAB9', en: 'Hobbies & Interests', ru: 'Хобби и увлечения' },
  { value: 'IAB10', en: 'Home & Garden', ru: 'Дом и сад' },
  { value: 'IAB11', en: 'Law, Government, & Politics', ru: 'Право, государство и политика' },
  { value: 'IAB12', en: 'News', ru: 'Новости' },
  { value: 'IAB13', en: 'Personal Finance', ru: 'Личные финансы' },
  { value: 'IAB14', en: 'Society', ru: 'Общество' },
  { value: 'IAB15', en: 'Science', ru: 'Наука' },
  { value: 'IAB16', en: 'Pets', ru: 'Домашние животные' },
  { value: 'IAB17', en: 'Sports', ru: 'Спорт' },
  { value: 'IAB18', en: 'Style & Fashion', ru: 'Стиль и мода' },
  { value: 'IAB19', en: 'Technology & Computing', ru: 'Технологии и компьютеры' },
  { value: 'IAB20', en: 'Travel', ru: 'Путешествия' },
  { value: 'IAB21', en: 'Real Estate', ru: 'Недвижимость' },
  { value: 'IAB22', en: 'Shopping', ru: 'Покупки' },
  { value: 'IAB23', en: 'Religion & Spirituality', ru: 'Религия и духовность' },
  { value: 'IAB24', en: 'Uncategorized', ru: 'Без категории' },
  { value: 'IAB25', en: 'Non-Standard Content', ru: 'Нестандартный контент' },
  { value: 'IAB26', en: 'Illegal Content', ru: 'Незаконный контент' },
];

/** Audience interests: the spec names the dictionary, not its entries; these are the mock's own. */
const INTERESTS: readonly LocalisedItem[] = [
  { value: 1, en: 'Automotive enthusiasts', ru: 'Автолюбители' },
  { value: 2, en: 'Beauty & personal care', ru: 'Красота и уход' },
  { value: 3, en: 'Books & literature', ru: 'Книги и литература' },
  { value: 4, en: 'Business & finance', ru: 'Бизнес и финансы' },
  { value: 5, en: 'Cooking & recipes', ru: 'Кулинария и рецепты' },
  { value: 6, en: 'Dating', ru: 'Знакомства' },
  { value: 7, en: 'Education & e-learning', ru: 'Образование и онлайн-обучение' },
  { value: 8, en: 'Fashion', ru: 'Мода' },
  { value: 9, en: 'Fitness & wellness', ru: 'Фитнес и здоровье' },
  { value: 10, en: 'Football', ru: 'Футбол' },
  { value: 11, en: 'Gaming', ru: 'Видеоигры' },
  { value: 12, en: 'Gardening', ru: 'Садоводство' },
  { value: 13, en: 'Home & decor', ru: 'Дом и интерьер' },
  { value: 14, en: 'Investing & crypto', ru: 'Инвестиции и криптовалюты' },
  { value: 15, en: 'Jobs & careers', ru: 'Работа и карьера' },
  { value: 16, en: 'Mobile phones & gadgets', ru: 'Смартфоны и гаджеты' },
  { value: 17, en: 'Movies & TV', ru: 'Кино и сериалы' },
  { value: 18, en: 'Music', ru: 'Музыка' },
  { value: 19, en: 'News & politics', ru: 'Новости и политика' },
  { value: 20, en: 'Online shopping', ru: 'Онлайн-покупки' },
  { value: 21, en: 'Outdoor & adventure', ru: 'Активный отдых' },
  { value: 22, en: 'Parenting & family', ru: 'Родители и семья' },
  { value: 23, en: 'Pets', ru: 'Домашние животные' },
  { value: 24, en: 'Photography', ru: 'Фотография' },
  { value: 25, en: 'Real estate', ru: 'Недвижимость' },
  { value: 26, en: 'Religion & spirituality', ru: 'Религия и духовность' },
  { value: 27, en: 'Science & technology', ru: 'Наука и технологии' },
  { value: 28, en: 'Sports betting', ru: 'Ставки на спорт' },
  { value: 29, en: 'Travel', ru: 'Путешествия' },
  { value: 30, en: 'Food delivery', ru: 'Доставка еды' },
];

/** Spec 2 §9: the keys are the contract's DEVICE_TYPE, so the dictionary and the record agree. */
const DEVICE_TYPES: readonly LocalisedItem[] = [
  { value: DEVICE_TYPE.all, en: 'All', ru: 'Все устройства' },
  { value: DEVICE_TYPE.all_mobile, en: 'All mobile', ru: 'Все мобильные' },
  { value: DEVICE_TYPE.ios_only, en: 'iOS only', ru: 'Только iOS' },
  { value: DEVICE_TYPE.android_only, en: 'Android only', ru: 'Только Android' },
  { value: DEVICE_TYPE.desktop_only, en: 'Desktop only', ru: 'Только компьютеры' },
];

/**
 * ISO 639-1 codes, alphabetical by English name: the languages of the seeded countries, with Hausa,
 * Yoruba and Igbo for the Nigerian market (spec 2 §9 names english and hausa).
 */
const LANGUAGES: readonly LocalisedItem[] = [
  { value: 'ar', en: 'Arabic', ru: 'Арабский' },
  { value: 'hy', en: 'Armenian', ru: 'Армянский' },
  { value: 'zh', en: 'Chinese', ru: 'Китайский' },
  { value: 'nl', en: 'Dutch', ru: 'Нидерландский' },
  { value: 'en', en: 'English', ru: 'Английский' },
  { value: 'fr', en: 'French', ru: 'Французский' },
  { value: 'ka', en: 'Georgian', ru: 'Грузинский' },
  { value: 'de', en: 'German', ru: 'Немецкий' },
  { value: 'ha', en: 'Hausa', ru: 'Хауса' },
  { value: 'hi', en: 'Hindi', ru: 'Хинди' },
  { value: 'ig', en: 'Igbo', ru: 'Игбо' },
  { value: 'it', en: 'Italian', ru: 'Итальянский' },
  { value: 'kk', en: 'Kazakh', ru: 'Казахский' },
  { value: 'pl', en: 'Polish', ru: 'Польский' },
  { value: 'pt', en: 'Portuguese', ru: 'Португальский' },
  { value: 'ru', en: 'Russian', ru: 'Русский' },
  { value: 'es', en: 'Spanish', ru: 'Испанский' },
  { value: 'sw', en: 'Swahili', ru: 'Суахили' },
  { value: 'sv', en: 'Swedish', ru: 'Шведский' },
  { value: 'tr', en: 'Turkish', ru: 'Турецкий' },
  { value: 'tw', en: 'Twi', ru: 'Тви' },
  { value: 'uk', en: 'Ukrainian', ru: 'Украинский' },
  { value: 'yo', en: 'Yoruba', ru: 'Йоруба' },
  { value: 'zu', en: 'Zulu', ru: 'Зулу' },
];

/** The reports' device filter and platform slices (spec 3 §7 "dictionary report_device_types"). */
const REPORT_DEVICE_TYPES: readonly LocalisedItem[] = [
  { value: REPORT_DEVICE_TYPE.desktop, en: 'Desktop', ru: 'Компьютеры' },
  { value: REPORT_DEVICE_TYPE.mobile, en: 'Mobile (not Android)', ru: 'Мобильные (кроме Android)' },
  { value: REPORT_DEVICE_TYPE.android, en: 'Android', ru: 'Устройства Android' },
  { value: REPORT_DEVICE_TYPE.others, en: 'Other devices', ru: 'Другие устройства' },
];

const ITEMS: Record<DictionaryName, readonly LocalisedItem[]> = {
  iab_categories: IAB_CATEGORIES,
  interests: INTERESTS,
  device_types: DEVICE_TYPES,
  languages: LANGUAGES,
  report_device_types: REPORT_DEVICE_TYPES,
};

export const isDictionaryName = (name: string): name is DictionaryName => (DICTIONARIES as readonly string[]).includes(name);

/**
 * Russian for ru_RU (also `ru` and `ru-RU`); English for every other locale, since a dictionary the
 * app cannot read in its language is still better than no list at all.
 */
const languageOf = (locale: string): 'en' | 'ru' => (/^ru(?:[_-]|$)/i.test(locale) ? 'ru' : 'en');

export const dictionaryItems = (name: DictionaryName, locale: string): DictionaryItem[] => {
  const language = languageOf(locale);
  return ITEMS[name].map((item) => ({ value: item.value, title: item[language] }));
};

/** The values a record may hold, for the validation of saved campaigns. */
export const dictionaryValues = (name: DictionaryName): ReadonlyArray<string | number> => ITEMS[name].map((item) => item.value);
