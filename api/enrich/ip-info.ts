/**
 * Where a site's server is and whose network it is on, from the offline IP databases
 * (ip-data.ts): city, region, country, the network's name, and whether that network is a
 * hosting provider, a home broadband or mobile provider, or a VPN or proxy network.
 * No network lookup, so no timeout and no cache: the answer is in memory.
 */
import { loadIpData, type IpData } from './ip-data.ts'
import { failureReason, type Lookup } from './lookup-status.ts'
import { networkKind } from './network-kinds.ts'

export interface IpInfoEvidence {
  ip: string
  city: string | null
  region: string | null
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null
  asn: number | null
  asName: string | null
  isHosting: boolean
  isResidential: boolean
  isProxy: boolean
}

const loaded = new Map<string, Promise<IpData>>()

/** The IP databases, loaded once per process (per data folder). */
export function ipDatabase(overrideDir?: string): Promise<IpData> {
  const key = overrideDir ?? ''
  let data = loaded.get(key)
  if (!data) {
    data = loadIpData(overrideDir)
    // A failed load is retried by the next check rather than remembered.
    data.catch(() => loaded.delete(key))
    loaded.set(key, data)
  }
  return data
}

/** Looks an address up. 'no_data' for addresses the databases do not know (private ones). */
export async function lookupIpInfo(
  address: string,
  data: Promise<IpData>,
): Promise<Lookup<IpInfoEvidence>> {
  try {
    const database = await data
    if (!database.available) return { status: 'not_configured' }
    const place = await database.city(address)
    const network = database.asn(address)
    if (!place && !network) return { status: 'no_data', reason: 'address not in the databases' }
    const kind = networkKind(network?.asn ?? null, network?.name ?? null)
    return {
      status: 'checked',
      data: {
        ip: address,
        city: place?.city || null,
        region: place?.state1 || null,
        countryCode: place?.country_code || null,
        asn: network?.asn ?? null,
        asName: network?.name || null,
        ...kind,
      },
    }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}
