/**
 * A DNS server on loopback for tests: answers A, AAAA, MX, NS and TXT questions over UDP from a
 * table or a function (which sees how often a name was asked, for rebinding tests), and keeps
 * every question it was asked. The website checks' resolver is pointed at it.
 */
import { createSocket } from 'node:dgram'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import dnsPacket, { type Answer } from 'dns-packet'

export interface DnsRecords {
  A?: string[]
  AAAA?: string[]
  MX?: Array<{ exchange: string; preference: number }>
  NS?: string[]
  /** Each record's text (sent in 255-byte strings, as real servers do for long ones). */
  TXT?: string[]
}

/** 'NXDOMAIN' says the name does not exist; undefined is an empty answer. */
export type DnsAnswerer = (
  name: string,
  type: string,
  timesAsked: number,
) => DnsRecords | 'NXDOMAIN' | 'NO_ANSWER' | undefined

export interface FakeDnsServer {
  /** "127.0.0.1:port", as DNS_SERVERS takes it. */
  server: string
  questions: Array<{ name: string; type: string }>
  close(): Promise<void>
}

function answersFor(name: string, type: string, records: DnsRecords): Answer[] {
  const ttl = 60
  switch (type) {
    case 'A':
      return (records.A ?? []).map((data) => ({ type: 'A', name, ttl, data }))
    case 'AAAA':
      return (records.AAAA ?? []).map((data) => ({ type: 'AAAA', name, ttl, data }))
    case 'MX':
      return (records.MX ?? []).map((data) => ({ type: 'MX', name, ttl, data }))
    case 'NS':
      return (records.NS ?? []).map((data) => ({ type: 'NS', name, ttl, data }))
    case 'TXT':
      return (records.TXT ?? []).map((text) => ({
        type: 'TXT',
        name,
        ttl,
        data: text.match(/[^]{1,255}/g) ?? [''],
      }))
    default:
      return []
  }
}

/** Starts the server; a table maps lower-case names to their records (other names: NXDOMAIN). */
export async function startFakeDns(
  answer: Record<string, DnsRecords> | DnsAnswerer,
): Promise<FakeDnsServer> {
  const answerer: DnsAnswerer =
    typeof answer === 'function' ? answer : (name) => answer[name.toLowerCase()] ?? 'NXDOMAIN'
  const asked = new Map<string, number>()
  const questions: FakeDnsServer['questions'] = []
  const socket = createSocket('udp4')
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message)
    const question = query.questions?.[0]
    if (!question) return
    const key = `${question.name.toLowerCase()} ${question.type}`
    const times = (asked.get(key) ?? 0) + 1
    asked.set(key, times)
    questions.push({ name: question.name.toLowerCase(), type: question.type })
    const records = answerer(question.name.toLowerCase(), question.type, times)
    if (records === 'NO_ANSWER') return // a server that never replies
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags:
        dnsPacket.RECURSION_DESIRED |
        dnsPacket.RECURSION_AVAILABLE |
        (records === 'NXDOMAIN' ? 3 : 0),
      questions: [question],
      answers:
        records && records !== 'NXDOMAIN' ? answersFor(question.name, question.type, records) : [],
    })
    socket.send(response, remote.port, remote.address)
  })
  socket.bind(0, '127.0.0.1')
  await once(socket, 'listening')
  const { port } = socket.address() as AddressInfo
  return {
    server: `127.0.0.1:${port}`,
    questions,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
