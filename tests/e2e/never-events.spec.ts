import { expect, type Locator, type Page } from '@playwright/test'

import { descriptionBox, openHome, test } from './fixtures.ts'

/** A person's own account of a call that asked for what no bank asks for. */
const CARD_DETAILS_CALL =
  'A man rang saying he was from my bank. He said my card was blocked and asked me to read out the long number on my card, the expiry date and the three digits on the back to unblock it.'

/** A bank's warning that names the same things and asks for nothing. */
const BANK_WARNING =
  'Barclays: we will never ask you for your PIN, your card details or a code we sent you, and we will never ask you to move money to a safe account. If anyone does, hang up and call 159.'

const deviceVerdict = (page: Page) =>
  page.getByRole('region', { name: 'Checked on this device only' })

/**
 * Holds the page's POST /api/screen until the returned release is called, so that the device's
 * verdict, which shows only while the full check runs, can be read whatever the timing.
 */
async function holdFullCheck(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/screen', async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function screenMessage(page: Page, text: string): Promise<void> {
  await descriptionBox(page).fill(text)
  await page.getByRole('button', { name: 'Screen', exact: true }).click()
}

/** The analysis text's "What we noticed" and "What to do now" lists, as lines. */
async function lists(panel: Locator): Promise<{ noticed: string[]; steps: string[] }> {
  const text = (await panel.locator('.analysis-text').innerText()).replace(/\r/g, '')
  const [, noticed = '', steps = ''] = text.split(/What we noticed|What to do now/)
  const lines = (block: string) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  return { noticed: lines(noticed), steps: lines(steps) }
}

test.describe('what no bank ever asks for', () => {
  test('a call asking for card details is High on the device and on the server, the reason first, with what to do', async ({
    page,
  }) => {
    await openHome(page)
    const release = await holdFullCheck(page)
    await screenMessage(page, CARD_DETAILS_CALL)

    const device = deviceVerdict(page)
    await expect(device.locator('.risk-badge')).toHaveText('High risk')
    await expect(device.getByText(/High risk: this is a scam\./)).toBeVisible()
    release()

    const panel = page.locator('.result-panel')
    await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible({
      timeout: 30_000,
    })
    await expect(panel.locator('.risk-badge')).toHaveText('High risk')
    const { noticed, steps } = await lists(panel)
    expect(noticed[0]).toContain('card number with its expiry date or the security code')
    expect(steps[0]).toContain('hang up, then call your bank on 159')
    expect(steps[0]).toContain('7726')
  })

  test('a bank’s warning that names the same things is Low on the device and on the server', async ({
    page,
  }) => {
    await openHome(page)
    const release = await holdFullCheck(page)
    await screenMessage(page, BANK_WARNING)
    await expect(deviceVerdict(page).locator('.risk-badge')).toHaveText('Low risk')
    release()
    await expect(page.getByRole('heading', { name: 'Analysis', level: 2 })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.locator('.result-panel .risk-badge')).toHaveText('Low risk')
  })

  test('offline, requests in Urdu, Polish and Chinese are High on the device, and their warnings Low', async ({
    page,
    context,
  }) => {
    await openHome(page)
    await context.setOffline(true)
    const cases: Array<[string, 'High risk' | 'Low risk']> = [
      [
        'اپنا کارڈ نمبر، ایکسپائری اور پیچھے والے تین ہندسے بھیجیں تاکہ آپ کا اکاؤنٹ بحال ہو سکے',
        'High risk',
      ],
      ['HBL: ہم کبھی بھی فون یا ایس ایم ایس پر آپ کا پن یا او ٹی پی نہیں مانگتے۔', 'Low risk'],
      [
        'Dzwonił konsultant z banku i kazał mi przelać wszystkie oszczędności na bezpieczne konto techniczne.',
        'High risk',
      ],
      ['PKO BP: nigdy nie prosimy o podanie kodu BLIK ani hasła przez telefon.', 'Low risk'],
      [
        '您好，我是工商银行客服中心，您的账户存在异常交易风险。请把手机刚收到的短信验证码告诉我，我帮您冻结账户，避免资金损失。',
        'High risk',
      ],
      [
        '【工商银行】银行工作人员绝不会以任何理由向您索要短信验证码或银行卡密码，请勿向任何人泄露。如有疑问请拨打官方客服热线95588。',
        'Low risk',
      ],
    ]
    for (const [text, level] of cases) {
      await screenMessage(page, text)
      await expect(deviceVerdict(page).locator('.risk-badge'), text).toHaveText(level)
    }
    await context.setOffline(false)
  })
})
