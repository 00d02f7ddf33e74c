import { describe, expect, it } from 'vitest'

import { UK_PLACES, placeLabel, searchUkPlaces } from './uk-places.ts'

const labels = (query: string, limit?: number) => searchUkPlaces(query, limit).map(placeLabel)

describe('UK_PLACES', () => {
  it('has several hundred places, each once', () => {
    expect(UK_PLACES.length).toBeGreaterThan(700)
    const keys = UK_PLACES.map(placeLabel)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has the City of London and all 32 London boroughs', () => {
    const london = new Set(UK_PLACES.filter((p) => p.area === 'London').map((p) => p.name))
    for (const borough of [
      'City of London',
      'Barking and Dagenham',
      'Barnet',
      'Bexley',
      'Brent',
      'Bromley',
      'Camden',
      'Croydon',
      'Ealing',
      'Enfield',
      'Greenwich',
      'Hackney',
      'Hammersmith and Fulham',
      'Haringey',
      'Harrow',
      'Havering',
      'Hillingdon',
      'Hounslow',
      'Islington',
      'Kensington and Chelsea',
      'Kingston upon Thames',
      'Lambeth',
      'Lewisham',
      'Merton',
      'Newham',
      'Redbridge',
      'Richmond upon Thames',
      'Southwark',
      'Sutton',
      'Tower Hamlets',
      'Waltham Forest',
      'Wandsworth',
      'Westminster',
    ]) {
      expect(london.has(borough), borough).toBe(true)
    }
  })

  it.each([
    'London',
    'Birmingham',
    'Manchester',
    'Leeds',
    'Glasgow',
    'Edinburgh',
    'Cardiff',
    'Belfast',
    'Swansea',
    'Aberdeen',
    'Derry',
    'Kent',
    'Fife',
    'Gwynedd',
    'County Tyrone',
  ])('has %s', (name) => {
    expect(UK_PLACES.some((place) => place.name === name)).toBe(true)
  })
})

describe('searchUkPlaces', () => {
  it.each([
    ['leeds', 'Leeds, West Yorkshire'],
    ['st. albans', 'St Albans, Hertfordshire'],
    ['camden', 'Camden, London'],
    ["king's", "King's Lynn, Norfolk"],
    ['kings lynn', "King's Lynn, Norfolk"],
    ['ystrad', 'Ystrad Mynach, Wales'],
  ])('%j → %s first', (query, expected) => {
    expect(labels(query)[0]).toBe(expected)
  })

  it.each([
    ['LEE', 'Leeds, West Yorkshire'],
    ['upon thames', 'Kingston upon Thames, London'],
  ])('%j finds %s', (query, expected) => {
    expect(labels(query)).toContain(expected)
  })

  it('finds places by their area too', () => {
    expect(labels('west yorkshire', 50)).toContain('Huddersfield, West Yorkshire')
  })

  it('returns at most the limit, and nothing for nothing', () => {
    expect(labels('a', 8)).toHaveLength(8)
    expect(labels('   ')).toEqual([])
    expect(labels('zzzzzz')).toEqual([])
  })

  it('puts names that start with the text before names that only contain it', () => {
    const found = labels('bury', 20)
    expect(found.indexOf('Bury, Greater Manchester')).toBe(0)
    expect(found).toContain('Bury St Edmunds, Suffolk')
  })
})
