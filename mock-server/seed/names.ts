import type { CurrencyCode } from '../../src/api/contract';

/** Name pools per market, so owners of NGN accounts read Nigerian, AMD Armenian, USD mixed. */
export interface NamePool {
  first: readonly string[];
  last: readonly string[];
  country: string;
  phonePrefix: string;
}

export const NAME_POOLS: Record<CurrencyCode, readonly NamePool[]> = {
  NGN: [
    {
      first: ['Chioma', 'Tunde', 'Ngozi', 'Emeka', 'Funmilayo', 'Ifeanyi', 'Aisha', 'Olumide', 'Zainab', 'Kelechi', 'Bisi', 'Yusuf'],
      last: ['Okafor', 'Adeyemi', 'Balogun', 'Eze', 'Ogunleye', 'Nwosu', 'Bello', 'Okonkwo', 'Abubakar', 'Adewale', 'Chukwu', 'Danjuma'],
      country: 'NG',
      phonePrefix: '+234 80',
    },
  ],
  AMD: [
    {
      first: ['Ani', 'Armen', 'Lilit', 'Tigran', 'Narine', 'Davit', 'Mariam', 'Hayk', 'Gayane', 'Aram', 'Anahit', 'Gor'],
      last: ['Petrosyan', 'Hakobyan', 'Sargsyan', 'Grigoryan', 'Avetisyan', 'Harutyunyan', 'Mkrtchyan', 'Vardanyan', 'Karapetyan', 'Ghazaryan'],
      country: 'AM',
      phonePrefix: '+374 9',
    },
  ],
  USD: [
    {
      first: ['Emily', 'Michael', 'Sarah', 'David', 'Olivia', 'James', 'Sophia', 'Daniel', 'Hannah', 'Ethan', 'Grace', 'Lucas'],
      last: ['Johnson', 'Carter', 'Nguyen', 'Patel', 'Brooks', 'Sullivan', 'Reyes', 'Foster', 'Hayes', 'Coleman', 'Price', 'Bennett'],
      country: 'US',
      phonePrefix: '+1 202 55',
    },
    {
      first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Freya', 'Thomas', 'Poppy'],
      last: ['Whitmore', 'Ashby', 'Kendall', 'Fairfax', 'Holloway', 'Pemberton', 'Thornton', 'Radcliffe'],
      country: 'GB',
      phonePrefix: '+44 7700 9',
    },
    {
      first: ['Dmitry', 'Elena', 'Sergey', 'Anna', 'Pavel', 'Olga', 'Nikita', 'Irina'],
      last: ['Volkov', 'Smirnova', 'Kuznetsov', 'Orlova', 'Sokolov', 'Lebedeva', 'Morozov', 'Popova'],
      country: 'RU',
      phonePrefix: '+7 916 5',
    },
  ],
};

/** Company names are "<prefix> <noun>[ <suffix>]"; the pools give ~3,000 distinct combinations. */
export const COMPANY_PREFIXES = [
  'Ararat', 'Lagoon', 'Summit', 'Bluefin', 'Cedar', 'Copper', 'Eko', 'Evergreen', 'Falcon', 'Granite',
  'Harmattan', 'Horizon', 'Ivory', 'Juniper', 'Kestrel', 'Lumen', 'Maple', 'Meridian', 'Nova', 'Obsidian',
  'Orchid', 'Pinnacle', 'Quartz', 'Redwood', 'Sahel', 'Sevan', 'Silverline', 'Sunbird', 'Tidewater', 'Zenith',
  'Aurora', 'Baobab', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Golden Gate', 'Highland', 'Indigo', 'Kilo',
] as const;

export const COMPANY_NOUNS = [
  'Foods', 'Travel', 'Motors', 'Fashion', 'Telecom', 'Realty', 'Logistics', 'Pharmacy', 'Studios', 'Fitness',
  'Electronics', 'Coffee', 'Apparel', 'Games', 'Insurance', 'Bank', 'Energy', 'Furniture', 'Beauty', 'Books',
  'Airlines', 'Hotels', 'Dairy', 'Pets', 'Toys', 'Wines', 'Academy', 'Health', 'Media', 'Outdoors',
] as const;

export const COMPANY_SUFFIXES = ['', '', '', ' Ltd', ' LLC', ' Group', ' & Co', ' Inc'] as const;

/** Readable campaign names: "<theme> — <place>". */
export const CAMPAIGN_THEMES = [
  'Spring Sale', 'Summer Launch', 'Back to School', 'Black Friday', 'Holiday Gifts', 'New Year Deals',
  'App Install Push', 'Brand Awareness', 'Retargeting Wave', 'Weekend Flash Sale', 'Loyalty Rewards',
  'Product Launch', 'Clearance', 'Grand Opening', 'Valentine Special', 'Ramadan Offers', 'Easter Treats',
  'Cyber Monday', 'Free Delivery Week', 'Podcast Spots', 'Morning Commute Audio', 'Video Teaser',
] as const;

export const CAMPAIGN_PLACES = [
  'Lagos', 'Abuja', 'Port Harcourt', 'Yerevan', 'Gyumri', 'New York', 'Chicago', 'London', 'Manchester',
  'Berlin', 'Paris', 'Moscow', 'Nairobi', 'Accra', 'Dubai', 'Toronto', 'Nationwide', 'Online',
] as const;

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24) || 'account';
