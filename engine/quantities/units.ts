/**
 * The units the quantity reader knows: each with its dimension, its factor to the dimension's base unit and the
 * spellings people write (British and American, singular and plural, common abbreviations).
 */

/** What a unit measures. Money units of different currencies share the dimension but never convert. */
export type UnitDimension =
  | 'length' | 'area' | 'volume' | 'mass' | 'time' | 'money' | 'energy' | 'power' | 'data' | 'temperature'
  | 'percent' | 'percentage-point';

/** One unit: `factor` converts a value in this unit to the dimension's base unit (see BASE_UNITS). */
export interface UnitDef {
  /** Kebab-case id, e.g. `kilometre`, `us-dollar`, `teaspoon`. */
  id: string;
  dimension: UnitDimension;
  /** Multiplier to the base unit (> 0); for temperature, with `offset`: base = value × factor + offset. */
  factor: number;
  offset?: number;
  /** Money only: the currency code (`USD`, `GBP`…); units of one currency convert, different currencies never. */
  currency?: string;
  /** Lower-case spellings as whole words in singular/plural pairs (`['metre', 'metres', 'meter', 'meters']`). */
  names: readonly string[];
  /** Abbreviations matched case-insensitively (`km`, `kWh`), also glued to the figure (`5km`). */
  abbreviations?: readonly string[];
  /** Money only: symbols written before the figure (`$`, `€`, `£`). */
  symbols?: readonly string[];
}

/** Base unit of each dimension (the unit whose factor is 1). */
export const BASE_UNITS: Readonly<Record<UnitDimension, string>> = {
  length: 'metre', area: 'square-metre', volume: 'litre', mass: 'kilogram', time: 'second', money: '(one unit of the currency)',
  energy: 'watt-hour', power: 'watt', data: 'byte', temperature: 'degree-celsius', percent: 'percent',
  'percentage-point': 'percentage-point',
};

const u = (id: string, dimension: UnitDimension, factor: number, names: string[], extra: Partial<UnitDef> = {}): UnitDef =>
  ({ id, dimension, factor, names, ...extra });
const both = (gb: string, us: string): string[] => [gb, `${gb}s`, us, `${us}s`];
const DAY = 86_400;

/**
 * Every known unit. Decisions: `ton` is the US short ton (907.185 kg; `tonne`/`metric ton` are 1,000 kg), `gallon`
 * the US gallon, `pint` the imperial pint; `pound` is a mass unless written `pounds sterling` or after a scale word
 * (`5 million pounds`), which the reader decides; `cent` takes the currency of the first `$`/`€` of the text (USD
 * when none); `degrees` alone are Celsius; a month is 1/12 of a 365.25-day year.
 */
export const UNITS: readonly UnitDef[] = [
  u('millimetre', 'length', 0.001, both('millimetre', 'millimeter'), { abbreviations: ['mm'] }),
  u('centimetre', 'length', 0.01, both('centimetre', 'centimeter'), { abbreviations: ['cm'] }),
  u('metre', 'length', 1, both('metre', 'meter')),
  u('kilometre', 'length', 1000, both('kilometre', 'kilometer'), { abbreviations: ['km'] }),
  u('inch', 'length', 0.0254, ['inch', 'inches']),
  u('foot', 'length', 0.3048, ['foot', 'feet']),
  u('yard', 'length', 0.9144, ['yard', 'yards']),
  u('mile', 'length', 1609.344, ['mile', 'miles']),
  u('nautical-mile', 'length', 1852, ['nautical mile', 'nautical miles']),
  u('light-year', 'length', 9.4607e15, ['light year', 'light years', 'light-year', 'light-years']),
  u('square-centimetre', 'area', 1e-4, both('square centimetre', 'square centimeter')),
  u('square-metre', 'area', 1, both('square metre', 'square meter'), { abbreviations: ['m²', 'm2', 'sq m'] }),
  u('square-kilometre', 'area', 1e6, both('square kilometre', 'square kilometer'), { abbreviations: ['km²', 'km2', 'sq km'] }),
  u('square-foot', 'area', 0.09290304, ['square foot', 'square feet'], { abbreviations: ['sq ft'] }),
  u('square-mile', 'area', 2_589_988.11, ['square mile', 'square miles']),
  u('hectare', 'area', 1e4, ['hectare', 'hectares'], { abbreviations: ['ha'] }),
  u('acre', 'area', 4046.8564224, ['acre', 'acres']),
  u('millilitre', 'volume', 0.001, both('millilitre', 'milliliter'), { abbreviations: ['ml'] }),
  u('litre', 'volume', 1, both('litre', 'liter')),
  u('cubic-centimetre', 'volume', 0.001, both('cubic centimetre', 'cubic centimeter'), { abbreviations: ['cc'] }),
  u('cubic-metre', 'volume', 1000, both('cubic metre', 'cubic meter'), { abbreviations: ['m³', 'm3'] }),
  u('cubic-kilometre', 'volume', 1e12, both('cubic kilometre', 'cubic kilometer'), { abbreviations: ['km³', 'km3'] }),
  u('teaspoon', 'volume', 0.00492892, ['teaspoon', 'teaspoons'], { abbreviations: ['tsp'] }),
  u('tablespoon', 'volume', 0.0147868, ['tablespoon', 'tablespoons'], { abbreviations: ['tbsp'] }),
  u('fluid-ounce', 'volume', 0.0295735, ['fluid ounce', 'fluid ounces'], { abbreviations: ['fl oz'] }),
  u('cup', 'volume', 0.236588, ['cup', 'cups']),
  u('pint', 'volume', 0.568261, ['pint', 'pints']),
  u('quart', 'volume', 0.946353, ['quart', 'quarts']),
  u('gallon', 'volume', 3.78541, ['gallon', 'gallons']),
  u('barrel', 'volume', 158.987, ['barrel', 'barrels']),
  u('milligram', 'mass', 1e-6, both('milligram', 'milligramme'), { abbreviations: ['mg'] }),
  u('gram', 'mass', 0.001, both('gram', 'gramme')),
  u('kilogram', 'mass', 1, both('kilogram', 'kilogramme').concat(['kilo', 'kilos']), { abbreviations: ['kg'] }),
  u('tonne', 'mass', 1000, ['tonne', 'tonnes', 'metric ton', 'metric tons']),
  u('kilotonne', 'mass', 1e6, ['kilotonne', 'kilotonnes']),
  u('megatonne', 'mass', 1e9, ['megatonne', 'megatonnes']),
  u('ton', 'mass', 907.18474, ['ton', 'tons']),
  u('pound', 'mass', 0.45359237, ['pound', 'pounds'], { abbreviations: ['lb', 'lbs'] }),
  u('ounce', 'mass', 0.028349523, ['ounce', 'ounces'], { abbreviations: ['oz'] }),
  u('stone', 'mass', 6.35029318, ['stone', 'stone']),
  u('second', 'time', 1, ['second', 'seconds']),
  u('minute', 'time', 60, ['minute', 'minutes']),
  u('hour', 'time', 3600, ['hour', 'hours']),
  u('day', 'time', DAY, ['day', 'days']),
  u('week', 'time', 7 * DAY, ['week', 'weeks']),
  u('fortnight', 'time', 14 * DAY, ['fortnight', 'fortnights']),
  u('month', 'time', (365.25 / 12) * DAY, ['month', 'months']),
  u('year', 'time', 365.25 * DAY, ['year', 'years']),
  u('decade', 'time', 3652.5 * DAY, ['decade', 'decades']),
  u('century', 'time', 36525 * DAY, ['century', 'centuries']),
  u('watt-hour', 'energy', 1, ['watt-hour', 'watt-hours', 'watt hour', 'watt hours'], { abbreviations: ['wh'] }),
  u('kilowatt-hour', 'energy', 1e3, ['kilowatt-hour', 'kilowatt-hours', 'kilowatt hour', 'kilowatt hours'], { abbreviations: ['kwh'] }),
  u('megawatt-hour', 'energy', 1e6, ['megawatt-hour', 'megawatt-hours', 'megawatt hour', 'megawatt hours'], { abbreviations: ['mwh'] }),
  u('gigawatt-hour', 'energy', 1e9, ['gigawatt-hour', 'gigawatt-hours', 'gigawatt hour', 'gigawatt hours'], { abbreviations: ['gwh'] }),
  u('terawatt-hour', 'energy', 1e12, ['terawatt-hour', 'terawatt-hours', 'terawatt hour', 'terawatt hours'], { abbreviations: ['twh'] }),
  u('joule', 'energy', 1 / 3600, ['joule', 'joules']),
  u('calorie', 'energy', 4.184 / 3600, ['calorie', 'calories']),
  u('kilocalorie', 'energy', 4184 / 3600, ['kilocalorie', 'kilocalories'], { abbreviations: ['kcal'] }),
  u('watt', 'power', 1, ['watt', 'watts']),
  u('kilowatt', 'power', 1e3, ['kilowatt', 'kilowatts'], { abbreviations: ['kw'] }),
  u('megawatt', 'power', 1e6, ['megawatt', 'megawatts'], { abbreviations: ['mw'] }),
  u('gigawatt', 'power', 1e9, ['gigawatt', 'gigawatts'], { abbreviations: ['gw'] }),
  u('horsepower', 'power', 745.69987, ['horsepower'], { abbreviations: ['hp'] }),
  u('bit', 'data', 1 / 8, ['bit', 'bits']),
  u('kilobit', 'data', 125, ['kilobit', 'kilobits']),
  u('megabit', 'data', 125_000, ['megabit', 'megabits']),
  u('gigabit', 'data', 1.25e8, ['gigabit', 'gigabits']),
  u('byte', 'data', 1, ['byte', 'bytes']),
  u('kilobyte', 'data', 1e3, ['kilobyte', 'kilobytes'], { abbreviations: ['kb'] }),
  u('megabyte', 'data', 1e6, ['megabyte', 'megabytes'], { abbreviations: ['mb'] }),
  u('gigabyte', 'data', 1e9, ['gigabyte', 'gigabytes'], { abbreviations: ['gb'] }),
  u('terabyte', 'data', 1e12, ['terabyte', 'terabytes'], { abbreviations: ['tb'] }),
  u('degree-celsius', 'temperature', 1, ['degree celsius', 'degrees celsius', 'degree centigrade', 'degrees centigrade', 'degree', 'degrees'], { abbreviations: ['°c'] }),
  u('degree-fahrenheit', 'temperature', 5 / 9, ['degree fahrenheit', 'degrees fahrenheit'], { offset: -160 / 9, abbreviations: ['°f'] }),
  u('percent', 'percent', 1, ['percent', 'percent', 'per cent', 'per cent'], { abbreviations: ['%', 'pc', 'pct'] }),
  u('percentage-point', 'percentage-point', 1, ['percentage point', 'percentage points']),
  u('basis-point', 'percentage-point', 0.01, ['basis point', 'basis points'], { abbreviations: ['bp', 'bps'] }),
  u('us-dollar', 'money', 1, ['dollar', 'dollars', 'us dollar', 'us dollars'], { currency: 'USD', symbols: ['US$', '$'] }),
  u('australian-dollar', 'money', 1, ['australian dollar', 'australian dollars'], { currency: 'AUD', symbols: ['A$', 'AU$'] }),
  u('canadian-dollar', 'money', 1, ['canadian dollar', 'canadian dollars'], { currency: 'CAD', symbols: ['C$', 'CA$'] }),
  u('euro', 'money', 1, ['euro', 'euros'], { currency: 'EUR', symbols: ['€'] }),
  u('pound-sterling', 'money', 1, ['pound sterling', 'pounds sterling'], { currency: 'GBP', symbols: ['£'] }),
  u('penny', 'money', 0.01, ['penny', 'pence'], { currency: 'GBP', abbreviations: ['p'] }),
  u('cent', 'money', 0.01, ['cent', 'cents'], { currency: '*' }),
  u('yen', 'money', 1, ['yen'], { currency: 'JPY', symbols: ['¥'] }),
  u('yuan', 'money', 1, ['yuan', 'yuan', 'renminbi', 'renminbi'], { currency: 'CNY' }),
  u('rupee', 'money', 1, ['rupee', 'rupees'], { currency: 'INR', symbols: ['₹'] }),
  u('swiss-franc', 'money', 1, ['franc', 'francs', 'swiss franc', 'swiss francs'], { currency: 'CHF' }),
  u('krona', 'money', 1, ['krona', 'kronor'], { currency: 'SEK' }),
  u('krone', 'money', 1, ['krone', 'kroner'], { currency: 'NOK/DKK' }),
  u('rand', 'money', 1, ['rand'], { currency: 'ZAR' }),
  u('naira', 'money', 1, ['naira'], { currency: 'NGN', symbols: ['₦'] }),
  u('rouble', 'money', 1, ['rouble', 'roubles', 'ruble', 'rubles'], { currency: 'RUB', symbols: ['₽'] }),
  u('shilling', 'money', 1, ['shilling', 'shillings'], { currency: 'shilling' }),
];

/** Every spelling of a currency unit (`dollars`, `kroner`, `pence`, `us dollars`), as text writes a sum after its figure. */
export const CURRENCY_NAMES: readonly string[] = [...new Set(UNITS.filter((u) => u.dimension === 'money').flatMap((u) => u.names))];

/** Composite abbreviations that are a unit per a period (`mph` = miles per hour). */
export const RATE_ABBREVIATIONS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['mph', ['mile', 'hour']], ['km/h', ['kilometre', 'hour']], ['kph', ['kilometre', 'hour']], ['kmh', ['kilometre', 'hour']],
  ['knot', ['nautical-mile', 'hour']], ['knots', ['nautical-mile', 'hour']],
]);

const BY_ID: ReadonlyMap<string, UnitDef> = new Map(UNITS.map((unit) => [unit.id, unit]));

/** The unit with this id, or undefined. */
export function unitById(id: string): UnitDef | undefined {
  return BY_ID.get(id);
}

/** Adverbs that are a rate period on their own (`annually` = a year). */
export const PERIOD_ADVERBS: ReadonlyMap<string, string> = new Map([
  ['annually', 'year'], ['yearly', 'year'], ['monthly', 'month'], ['weekly', 'week'], ['daily', 'day'], ['hourly', 'hour'],
  ['per annum', 'year'], ['a head', ''], ['per head', ''], ['per capita', ''], ['per person', ''],
]);

/** Whether `name` is a plural spelling of `unit` (names come in singular/plural pairs; `yen` is both). */
export function isPluralName(unit: UnitDef, name: string): boolean {
  const index = unit.names.indexOf(name.toLowerCase());
  return index >= 0 && index % 2 === 1 && unit.names[index] !== unit.names[index - 1];
}

/** The spelling of `unit` in the grammatical number `plural`, in the spelling family of `like` (`meter` → `meters`). */
export function unitName(unit: UnitDef, plural: boolean, like?: string): string {
  const names = unit.names;
  if (names.length === 1) return names[0];
  const index = like === undefined ? -1 : names.indexOf(like.toLowerCase());
  const family = index < 0 ? 0 : index - (index % 2);
  return names[family + (plural ? 1 : 0)] ?? names[plural ? 1 : 0];
}
