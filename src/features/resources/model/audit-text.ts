/** The audit items' labels (spec part 2 §3, its wording) and a short "how to" for phones. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { AuditCategory } from '../../../domain/security/audit-checklist.ts'

export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, MessageDescriptor> = {
  essential: msg`Essential`,
  enhanced: msg`Enhanced`,
  maximum: msg`Maximum`,
}

export const AUDIT_TEXT: Record<string, { label: MessageDescriptor; how: MessageDescriptor }> = {
  'password-manager': {
    label: msg`Password manager`,
    how: msg`Use the one built into your phone: the Passwords app on iPhone, Google Password Manager on Android. Let it create and remember a different password for each account.`,
  },
  'two-factor': {
    label: msg`2FA on critical accounts`,
    how: msg`Turn on two-step verification for your email, bank and social media. An authenticator app or a passkey is safer than a code by text.`,
  },
  'software-updates': {
    label: msg`Software updates`,
    how: msg`iPhone: Settings, General, Software Update, then turn on Automatic Updates. Android: Settings, System, Software update. Keep your apps updated too.`,
  },
  'device-encryption': {
    label: msg`Device encryption`,
    how: msg`Modern phones encrypt everything once you set a screen lock. Use a PIN of at least six digits, not a pattern.`,
  },
  biometrics: {
    label: msg`Biometric authentication`,
    how: msg`Turn on Face ID or fingerprint unlock, so a long PIN is easy to live with.`,
  },
  'unique-passwords': {
    label: msg`Unique passwords`,
    how: msg`Use a different password for every account. If one site leaks it, the others stay safe.`,
  },
  'encrypted-backups': {
    label: msg`Encrypted backups`,
    how: msg`iPhone: turn on iCloud Backup and Advanced Data Protection. Android: Settings, Google, Backup; it is encrypted with your screen lock.`,
  },
  'backup-codes': {
    label: msg`Backup codes for 2FA`,
    how: msg`When you turn on two-step verification, save the backup codes in your password manager or on paper in a safe place.`,
  },
  'credit-monitoring': {
    label: msg`Credit monitoring alerts`,
    how: msg`Check your credit report for free through the apps of Experian, Equifax or TransUnion, and turn on alerts for new applications.`,
  },
  'virtual-cards': {
    label: msg`Virtual card numbers`,
    how: msg`Many banking apps can make a virtual card for online shopping. You can freeze or delete it without changing your real card.`,
  },
  'network-security': {
    label: msg`Extra network-level security`,
    how: msg`Change your home router's default password and keep it updated. Avoid banking on public Wi-Fi; use mobile data instead.`,
  },
  'password-audit': {
    label: msg`Password audit`,
    how: msg`iPhone: the Passwords app lists weak, reused and leaked passwords. Android: Google Password Manager, Password Checkup. Change each one it flags.`,
  },
  'encrypted-email': {
    label: msg`End-to-end encrypted email`,
    how: msg`For sensitive email, use a service with end-to-end encryption, such as Proton Mail or Tuta, so only you and the recipient can read it.`,
  },
  'hardware-key': {
    label: msg`Hardware security key for crypto`,
    how: msg`If you hold cryptocurrency, protect your exchange account with a hardware security key, and keep a second key as a spare.`,
  },
  signal: {
    label: msg`Signal for sensitive communication`,
    how: msg`Use Signal for private conversations. Turn on disappearing messages and set a registration lock PIN in Settings, Account.`,
  },
}
