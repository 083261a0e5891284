import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { apiGet, signIn } from './support/session';

interface FormPage {
  data: Array<{ id: number; formNumber: string }>;
  totalCount: number;
}

interface FormDetail {
  id: number;
  formNumber: string;
  formLinks?: Array<{ token: string; isActive: boolean }>;
}

// Issue 26 (10): the demo seed wrote its form e-mails without their shop, so a Tamirci's history
// was empty although their shop's forms had sent e-mails.
test('a demo Tamirci sees their shop’s sent form e-mails in the notification history', async ({ page }) => {
  await signIn(page, 'tamirci', DEMO.password);
  const forms = await apiGet<FormPage>(page, '/repairform?page=1&pageSize=100');
  const ownForms = new Set(forms.data.map((form) => form.id));
  expect(ownForms.size).toBeGreaterThan(0);

  await page.goto('/admin/notifications');
  const table = page.getByRole('table', { name: 'Bildirimler' });
  const sent = table.locator('tbody tr').filter({ hasText: 'Gönderildi' });
  await expect(sent.first()).toBeVisible({ timeout: 30_000 });
  // Each sent row on the page is an e-mail of one of this shop's forms.
  const links = await sent.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(ownForms.has(Number(href.match(/\/admin\/forms\/(\d+)$/)?.[1])), href).toBe(true);
  const sentCard = page.locator('.tf-stat').filter({ hasText: 'Gönderildi' }).locator('.tf-stat__value');
  await expect(sentCard).toHaveText(/^[1-9]/);
});

// Issue 26 (smaller): the form detail's copy said only 'Kopyalandı!'; administration §8 names
// 'Link kopyalandı' for it.
test('copying the link on the form detail says ‘Link kopyalandı’', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, 'tamirci', DEMO.password);
  const forms = await apiGet<FormPage>(page, '/repairform?page=1&pageSize=20');
  let withLink: FormDetail | null = null;
  for (const form of forms.data) {
    const detail = await apiGet<FormDetail>(page, `/repairform/${form.id}`);
    if (detail.formLinks?.some((link) => link.isActive)) {
      withLink = detail;
      break;
    }
  }
  expect(withLink, 'a demo form with an active link').not.toBeNull();

  await page.goto(`/admin/forms/${withLink!.id}`);
  await expect(page.getByTestId('form-number')).toHaveText(withLink!.formNumber);
  await page.getByRole('button', { name: 'Linki Kopyala' }).click();
  await expect(page.locator('.tf-toast').filter({ hasText: 'Link kopyalandı' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${baseURL}/forms/view/[A-Za-z0-9_-]+$`));
});
