import { RoleAddBodySchema, RoleNameSchema } from '@toufang/contracts';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { schemaRule } from './form-rules';

async function validate(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || rule.validator === undefined)
    throw new Error('not a validator');
  try {
    await rule.validator({}, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('schemaRule', () => {
  it('passes values the schema accepts', async () => {
    expect(await validate(schemaRule(RoleNameSchema), 'ad_operator')).toBeNull();
  });

  it.each(['Admin', '1abc', 'a', '', undefined])(
    'rejects role name %j with the schema message',
    async (value) => {
      expect(await validate(schemaRule(RoleNameSchema), value)).toBe(
        '角色标识为 2–32 位小写字母、数字或下划线，以字母开头',
      );
    },
  );

  it('uses the first message of the failing schema', async () => {
    expect(await validate(schemaRule(RoleAddBodySchema.shape.title), '  ')).toBe('请输入角色名称');
  });
});
