/**
 * A certificate authority made in the test, and certificates it issues for names on loopback,
 * so TLS is tested for real: the checks trust it only through their injectable `ca` option.
 */
import forge from 'node-forge'

export interface IssuedCertificate {
  key: string
  cert: string
}

export interface CertificateOptions {
  /** DNS names and IP addresses the certificate is valid for. */
  names: string[]
  notBefore?: Date
  notAfter?: Date
}

export interface TestCa {
  /** The CA's certificate (PEM), to add to the trusted ones. */
  certificate: string
  issue(options: CertificateOptions): IssuedCertificate
}

const DAY_MS = 24 * 60 * 60 * 1000
const IPV4 = /^\d+\.\d+\.\d+\.\d+$/

function serial(): string {
  return `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`
}

/** Makes a new CA ("ScamScreen Test CA" by "ScamScreen Testing Ltd"). */
export function createTestCa(): TestCa {
  const caKeys = forge.pki.rsa.generateKeyPair({ bits: 2048 })
  const ca = forge.pki.createCertificate()
  ca.publicKey = caKeys.publicKey
  ca.serialNumber = serial()
  ca.validity.notBefore = new Date(Date.now() - 365 * DAY_MS)
  ca.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS)
  const caName = [
    { name: 'commonName', value: 'ScamScreen Test CA' },
    { name: 'organizationName', value: 'ScamScreen Testing Ltd' },
  ]
  ca.setSubject(caName)
  ca.setIssuer(caName)
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ])
  ca.sign(caKeys.privateKey, forge.md.sha256.create())

  return {
    certificate: forge.pki.certificateToPem(ca),
    issue({ names, notBefore, notAfter }) {
      const keys = forge.pki.rsa.generateKeyPair({ bits: 2048 })
      const cert = forge.pki.createCertificate()
      cert.publicKey = keys.publicKey
      cert.serialNumber = serial()
      cert.validity.notBefore = notBefore ?? new Date(Date.now() - 3 * DAY_MS)
      cert.validity.notAfter = notAfter ?? new Date(Date.now() + 80 * DAY_MS)
      cert.setSubject([{ name: 'commonName', value: names[0] ?? 'localhost' }])
      cert.setIssuer(ca.subject.attributes)
      cert.setExtensions([
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: names.map((name) =>
            IPV4.test(name) ? { type: 7, ip: name } : { type: 2, value: name },
          ),
        },
      ])
      cert.sign(caKeys.privateKey, forge.md.sha256.create())
      return {
        key: forge.pki.privateKeyToPem(keys.privateKey),
        cert: forge.pki.certificateToPem(cert),
      }
    },
  }
}
