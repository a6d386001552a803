import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Step 5 of every creation wizard: the files from the library (found by `search`) and the titles. */
export async function pickMaterialsAndTitles(
  page: Page,
  search: string,
  files: readonly string[],
  titles: readonly string[],
): Promise<void> {
  await page.getByRole('button', { name: '选择素材' }).click();
  const picker = page.getByRole('dialog', { name: '选择素材' });
  await picker.getByRole('textbox', { name: '素材名称' }).fill(search);
  for (const name of files) await picker.getByRole('checkbox', { name: `选择 ${name}` }).check();
  await picker.getByRole('button', { name: `确定（已选 ${files.length} 个）` }).click();
  await expect(page.getByRole('list', { name: '已选素材' }).getByRole('listitem')).toHaveCount(
    files.length,
  );
  const titleInput = page.getByRole('textbox', { name: '输入标题' });
  for (const title of titles) {
    await titleInput.fill(title);
    await titleInput.press('Enter');
  }
  await expect(page.getByRole('list', { name: '已选标题' }).getByRole('listitem')).toHaveCount(
    titles.length,
  );
}

/** The count the preview step shows (spec 002 §7 count). */
export interface CountAnswer {
  parents: number;
  rows: number;
  parent_label: string;
  row_label: string;
}
