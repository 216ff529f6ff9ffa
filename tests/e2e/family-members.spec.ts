import { expect, test, type Page } from '../helpers/e2e-test.ts';
import { t } from '../helpers/messages.ts';
import { signIn } from '../helpers/e2e-auth.ts';
import { freshEmail } from '../helpers/e2e-email.ts';

// Family members in Edit Profile (issue 41): add a child, edit and remove, as the account holder.

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a patient adds a child in Edit Profile, corrects the date of birth and removes the child', async ({ page }) => {
  await signIn(page, { email: freshEmail('family') });
  await page.goto('/edit-profile');
  const section = page.getByRole('region', { name: t('family.title') });
  await expect(section.getByText(t('family.empty'))).toBeVisible();

  await section.getByRole('button', { name: t('family.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('family.form.addTitle') });
  await dialog.getByRole('textbox', { name: t('profile.form.firstName') }).fill('Zaid');
  await dialog.getByRole('textbox', { name: t('profile.form.lastName') }).fill('<b>Karim</b>');
  await choose(page, dialog, t('family.relation'), t('family.relation.child'));
  await choose(page, dialog, t('ui.gender'), t('ui.gender.male'));
  await dialog.getByLabel(t('profile.form.dob')).fill('2019-04-02');
  await dialog.getByRole('button', { name: t('family.form.save') }).click();
  // Markup in a name is refused in the form, before anything is sent.
  await expect(dialog.getByText(t('family.error.nameInvalid'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('profile.form.lastName') }).fill('Karim');
  await dialog.getByRole('button', { name: t('family.form.save') }).click();
  await expect(page.getByText(t('family.added'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Zaid Karim')).toBeVisible();
  await expect(section.getByText(t('family.relation.child'), { exact: true })).toBeVisible();

  await section.getByRole('button', { name: t('family.editLabel', { name: 'Zaid Karim' }) }).click();
  const edit = page.getByRole('dialog', { name: t('family.form.editTitle') });
  await edit.getByLabel(t('profile.form.dob')).fill('2019-05-02');
  await edit.getByRole('button', { name: t('family.form.save') }).click();
  await expect(page.getByText(t('family.updated'))).toBeVisible();
  await expect(section.getByText(t('family.born', { date: 'May 2, 2019' }))).toBeVisible();

  // Still there after a reload (saved on the server), then removed.
  await page.reload();
  await section.getByRole('button', { name: t('family.removeLabel', { name: 'Zaid Karim' }) }).click();
  await page.getByRole('alertdialog', { name: t('family.removeTitle') }).getByRole('button', { name: t('family.remove') }).click();
  await expect(page.getByText(t('family.removed'))).toBeVisible();
  await expect(section.getByText(t('family.empty'))).toBeVisible();
});
