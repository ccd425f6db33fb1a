import { describe, expect, it } from 'vitest';
import { filterStations, foldText } from './filter';
import type { StationView } from './types';

const station = (
  code: string,
  cityNames: string[],
  products: StationView['products'],
  services: StationView['services'],
) =>
  ({
    code,
    name: code,
    city: cityNames[0],
    cityNames,
    address: '',
    openingHours: '',
    lat: 42,
    lng: 43,
    products,
    services,
  }) as StationView;

const stations = [
  station('TBS-01', ['Tbilisi', 'თბილისი'], ['euroRegular', 'gForceDiesel', 'gas'], ['carWash', 'cafe']),
  station('BAT-01', ['Batumi', 'ბათუმი'], ['euroRegular', 'gForcePremium'], ['carWash']),
  station('KUT-01', ['Kutaisi', 'ქუთაისი'], ['euroDiesel', 'gas'], ['cafe', 'evCharging']),
];
const codes = (list: StationView[]) => list.map((item) => item.code);
const none = { city: '', products: [], services: [] };

describe('foldText', () => {
  it('drops marks and case, in both scripts', () => {
    expect(foldText('  Tbílisi ')).toBe('tbilisi');
    expect(foldText('ČAVČAVADZE')).toBe('cavcavadze');
    expect(foldText('ᲑᲐᲗᲣᲛᲘ')).toBe('ბათუმი');
  });
});

describe('filterStations', () => {
  it('keeps everything without filters', () => {
    expect(codes(filterStations(stations, none))).toEqual(['TBS-01', 'BAT-01', 'KUT-01']);
  });

  it('finds a city by part of its name in either language, without accents', () => {
    expect(codes(filterStations(stations, { ...none, city: 'bat' }))).toEqual(['BAT-01']);
    expect(codes(filterStations(stations, { ...none, city: 'ქუთ' }))).toEqual(['KUT-01']);
    expect(codes(filterStations(stations, { ...none, city: 'TBÍLISI' }))).toEqual(['TBS-01']);
    expect(codes(filterStations(stations, { ...none, city: 'Paris' }))).toEqual([]);
  });

  it('needs every ticked fuel and service', () => {
    expect(codes(filterStations(stations, { ...none, products: ['gas'] }))).toEqual(['TBS-01', 'KUT-01']);
    expect(codes(filterStations(stations, { ...none, products: ['gas', 'euroRegular'] }))).toEqual([
      'TBS-01',
    ]);
    expect(codes(filterStations(stations, { ...none, services: ['carWash'] }))).toEqual(['TBS-01', 'BAT-01']);
    expect(
      codes(filterStations(stations, { city: 'kut', products: ['gas'], services: ['carWash'] })),
    ).toEqual([]);
  });
});
