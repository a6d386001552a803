import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiLogin, apiPost } from './api';
import { demoUsers } from './demo-users';
import { label } from './ui';

/** A template as an operator keeps one: the wizard it belongs to and the draft's settings. */
export interface WizardTemplate {
  /** The family's base path of spec 002 §7, e.g. `/api/bytedance/delivery`. */
  base: string;
  /** The wizard's `template_type` (v3, v2, ks). */
  type: string;
  name: string;
  content: Record<string, unknown>;
}

/**
 * The admin's saved template (template/save, as made earlier with 保存为模板), then the open wizard
 * started from it: 从模板创建 → 使用 (spec 002 §4 "initialised from a chosen template").
 */
export async function startFromTemplate(
  page: Page,
  request: APIRequestContext,
  template: WizardTemplate,
): Promise<void> {
  const admin = await apiLogin(request, demoUsers.admin.username, demoUsers.admin.password);
  await apiPost(request, admin, `${template.base}/template/save`, {
    template_name: template.name,
    template_type: template.type,
    content: template.content,
  });
  await page.getByRole('button', { name: '从模板创建' }).click();
  const list = page.getByRole('dialog', { name: '从模板创建' });
  await list
    .getByRole('row')
    .filter({ hasText: template.name })
    .getByRole('button', { name: label('使用') })
    .click();
  await expect(page.getByText(`已载入模板「${template.name}」`)).toBeVisible();
  await expect(list).toBeHidden();
}

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
