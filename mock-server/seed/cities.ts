import type { City } from '../../src/api/contract';
import { COUNTRIES } from './countries';

/**
 * GET /v1/geo/city?country= and the audience estimate's geography. A fixed list (real city names, round
 * figures of the mock's own): for each country of COUNTRIES, the users the platform reaches there and
 * its largest cities with their share of those users. Ids are the country's position in COUNTRIES
 * times 100 plus the city's position, so they never change while the lists keep their order.
 */
interface CountryGeo {
  /** Reachable users in the whole country. */
  users: number;
  /** [name, share of the country's users]; the shares sum to less than 1 (the rest lives elsewhere). */
  cities: readonly (readonly [string, number])[];
}

const GEO: Readonly<Record<string, CountryGeo>> = {
  AE: { users: 8_200_000, cities: [['Dubai', 0.38], ['Abu Dhabi', 0.2], ['Sharjah', 0.15], ['Al Ain', 0.06], ['Ajman', 0.05]] },
  AM: { users: 2_100_000, cities: [['Yerevan', 0.4], ['Gyumri', 0.05], ['Vanadzor', 0.03]] },
  BR: { users: 160_000_000, cities: [['São Paulo', 0.08], ['Rio de Janeiro', 0.05], ['Brasília', 0.02], ['Salvador', 0.02], ['Fortaleza', 0.02], ['Belo Horizonte', 0.02]] },
  CA: { users: 34_000_000, cities: [['Toronto', 0.17], ['Montreal', 0.12], ['Vancouver', 0.07], ['Calgary', 0.04], ['Ottawa', 0.04]] },
  DE: { users: 72_000_000, cities: [['Berlin', 0.05], ['Hamburg', 0.025], ['Munich', 0.02], ['Cologne', 0.015], ['Frankfurt', 0.01]] },
  ES: { users: 42_000_000, cities: [['Madrid', 0.14], ['Barcelona', 0.11], ['Valencia', 0.03], ['Seville', 0.02]] },
  FR: { users: 58_000_000, cities: [['Paris', 0.18], ['Marseille', 0.03], ['Lyon', 0.03], ['Toulouse', 0.02], ['Nice', 0.015]] },
  GB: { users: 62_000_000, cities: [['London', 0.15], ['Birmingham', 0.04], ['Manchester', 0.04], ['Glasgow', 0.03], ['Leeds', 0.03], ['Liverpool', 0.02]] },
  GE: { users: 2_800_000, cities: [['Tbilisi', 0.38], ['Batumi', 0.05], ['Kutaisi', 0.05]] },
  GH: { users: 18_000_000, cities: [['Accra', 0.17], ['Kumasi', 0.11], ['Tamale', 0.03], ['Takoradi', 0.02]] },
  IN: { users: 700_000_000, cities: [['Mumbai', 0.03], ['Delhi', 0.03], ['Bengaluru', 0.02], ['Hyderabad', 0.015], ['Chennai', 0.015], ['Kolkata', 0.015]] },
  IT: { users: 50_000_000, cities: [['Rome', 0.06], ['Milan', 0.05], ['Naples', 0.03], ['Turin', 0.02]] },
  KE: { users: 24_000_000, cities: [['Nairobi', 0.2], ['Mombasa', 0.06], ['Kisumu', 0.02], ['Nakuru', 0.02]] },
  KZ: { users: 16_000_000, cities: [['Almaty', 0.14], ['Astana', 0.09], ['Shymkent', 0.07], ['Karaganda', 0.03]] },
  NG: { users: 110_000_000, cities: [['Lagos', 0.12], ['Kano', 0.04], ['Ibadan', 0.03], ['Abuja', 0.03], ['Port Harcourt', 0.02], ['Benin City', 0.015], ['Kaduna', 0.015]] },
  NL: { users: 16_500_000, cities: [['Amsterdam', 0.07], ['Rotterdam', 0.04], ['The Hague', 0.035], ['Utrecht', 0.025]] },
  PL: { users: 32_000_000, cities: [['Warsaw', 0.08], ['Kraków', 0.04], ['Łódź', 0.03], ['Wrocław', 0.03], ['Poznań', 0.02]] },
  RU: { users: 120_000_000, cities: [['Moscow', 0.1], ['Saint Petersburg', 0.05], ['Novosibirsk', 0.015], ['Yekaterinburg', 0.015], ['Kazan', 0.01]] },
  SE: { users: 9_800_000, cities: [['Stockholm', 0.16], ['Gothenburg', 0.06], ['Malmö', 0.035], ['Uppsala', 0.02]] },
  TR: { users: 70_000_000, cities: [['Istanbul', 0.18], ['Ankara', 0.07], ['Izmir', 0.05], ['Bursa', 0.035], ['Antalya', 0.03]] },
  US: { users: 300_000_000, cities: [['New York', 0.028], ['Los Angeles', 0.013], ['Chicago', 0.009], ['Houston', 0.007], ['Phoenix', 0.005], ['Philadelphia', 0.005], ['San Francisco', 0.003]] },
  ZA: { users: 42_000_000, cities: [['Johannesburg', 0.1], ['Cape Town', 0.08], ['Durban', 0.07], ['Pretoria', 0.05]] },
};

interface SeededCity extends City {
  share: number;
}

const CITIES: readonly SeededCity[] = COUNTRIES.flatMap((country, countryIndex) =>
  (GEO[country.iso_code]?.cities ?? []).map(([name, share], cityIndex) => ({
    id: (countryIndex + 1) * 100 + cityIndex + 1,
    name,
    country: country.iso_code,
    share,
  })),
);

export const isKnownCountry = (isoCode: string): boolean => GEO[isoCode] !== undefined;

/** The cities of a country, largest first (the order of the list above). */
export const citiesOf = (isoCode: string): City[] =>
  CITIES.filter((city) => city.country === isoCode).map(({ id, name, country }) => ({ id, name, country }));

/** Reachable users of a country; 0 for a country the mock does not know. */
export const countryUsers = (isoCode: string): number => GEO[isoCode]?.users ?? 0;

/** Every country's users together: the estimate's base when no location is given. */
export const worldUsers = (): number => Object.values(GEO).reduce((sum, geo) => sum + geo.users, 0);

/** A city's share of its country's users, or undefined when the id is not a city of that country. */
export const cityShare = (isoCode: string, cityId: number): number | undefined =>
  CITIES.find((city) => city.id === cityId && city.country === isoCode)?.share;
