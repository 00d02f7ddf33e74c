/**
 * What kind of network an address belongs to, from its autonomous system (AS) number and name:
 * a hosting or cloud provider (where websites normally live), a home or mobile broadband
 * provider (unusual for a real business's website), or a network known for VPN exits,
 * anonymous proxies or "bulletproof" hosting that ignores abuse reports. Heuristics on names,
 * so they answer "probably", and the explanation says so.
 */

export interface NetworkKind {
  isHosting: boolean
  isResidential: boolean
  isProxy: boolean
}

/** Networks widely reported as VPN exits or bulletproof hosting, by AS number. */
const PROXY_ASNS = new Set([
  136787, // TEFINCOM S.A. (NordVPN)
  147049, // PacketHub S.A. (NordVPN)
  209854, // Cyberzone S.A. (Surfshark)
  44477, // Stark Industries Solutions (bulletproof hosting, sanctioned)
  210644, // AEZA GROUP (bulletproof hosting, sanctioned)
])

const PROXY_WORDS =
  /\b(?:vpn|proxy|proxies|anonymi[sz]|tor exit|hide my|nordvpn|surfshark|expressvpn|mullvad|private internet access|windscribe|protonvpn|bulletproof)\b/i

const HOSTING_WORDS =
  /\b(?:amazon|aws|google|microsoft|azure|digitalocean|digital ocean|linode|akamai|hetzner|ovh|cloudflare|fastly|vultr|choopa|contabo|leaseweb|alibaba|tencent|oracle|ionos|1&1|godaddy|namecheap|hostinger|bluehost|unified layer|hostgator|siteground|liquid web|rackspace|scaleway|ukfast|iomart|m247|psychz|quadranet|hivelocity|incapsula|imperva|sucuri|netlify|vercel|github|shopify|wix|squarespace|automattic|fly\.io|render|heroku|cdn77|datacamp|clouvider|servers?\.com|colocrossing|hosting|host|hosted|datacenter|data center|data centre|server|servers|cloud|colo|colocation|vps|dedicated|web services|internet services)\b/i

const RESIDENTIAL_WORDS =
  /\b(?:broadband|cable|mobile|wireless|cellular|dsl|fibre|fiber|telecom|telekom|telecommunications|comcast|verizon|at&t|charter|spectrum|cox|british telecommunications|virgin media|sky uk|talktalk|vodafone|ee limited|telefonica|hutchison|plusnet|orange|free sas|sfr|bouygues|telstra|optus|rogers|bell canada|shaw|telus|china telecom|china unicom|china mobile|reliance jio|bharti|airtel|viettel|vnpt|turk telekom|kpn|ziggo|swisscom|proximus|telia|telenor)\b/i

/** Classifies a network by its AS number and name. */
export function networkKind(asn: number | null, asName: string | null): NetworkKind {
  const name = asName ?? ''
  const isProxy = (asn !== null && PROXY_ASNS.has(asn)) || PROXY_WORDS.test(name)
  const isHosting = HOSTING_WORDS.test(name)
  return { isHosting, isResidential: !isHosting && RESIDENTIAL_WORDS.test(name), isProxy }
}
