import { UserAddBodySchema } from '@toufang/contracts';
import type { FormInstance } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { setFeedback } from '../api/feedback';
import type { ErrorNotice } from '../api/feedback';
import {
  parseFormBody,
  schemaIssuesToFields,
  showFormError,
  splitServerDetails,
} from './form-errors';

const USER_FIELDS = ['username', 'nick_name', 'password', 'mobile', 'role_ids', 'game_ids'];

describe('splitServerDetails', () => {
  it('puts each listed problem on the field it names', () => {
    const split = splitServerDetails(
      ['username：用户名为 3–32 位字母、数字、下划线、点或短横线', 'password：密码需包含数字'],
      USER_FIELDS,
    );
    expect(split).toEqual({
      fields: [
        { name: 'username', errors: ['用户名为 3–32 位字母、数字、下划线、点或短横线'] },
        { name: 'password', errors: ['密码需包含数字'] },
      ],
      rest: [],
    });
  });

  it('reports a problem of a list item on the list field, once', () => {
    const split = splitServerDetails(
      ['role_ids.0：格式不正确', 'role_ids.3：格式不正确'],
      USER_FIELDS,
    );
    expect(split.fields).toEqual([{ name: 'role_ids', errors: ['格式不正确'] }]);
  });

  it('groups several problems of one field', () => {
    const split = splitServerDetails(
      ['password：密码至少 8 位', 'password：密码需包含数字'],
      USER_FIELDS,
    );
    expect(split.fields).toEqual([
      { name: 'password', errors: ['密码至少 8 位', '密码需包含数字'] },
    ]);
  });

  it('keeps problems of unknown fields and without a field in rest', () => {
    const split = splitServerDetails(['dept_id：部门不存在', '请求体不是合法的 JSON'], USER_FIELDS);
    expect(split).toEqual({ fields: [], rest: ['dept_id：部门不存在', '请求体不是合法的 JSON'] });
  });

  it('accepts an ASCII colon too', () => {
    expect(splitServerDetails(['mobile: 请输入正确的手机号'], USER_FIELDS).fields).toEqual([
      { name: 'mobile', errors: ['请输入正确的手机号'] },
    ]);
  });
});

describe('schemaIssuesToFields', () => {
  it('maps the contracts schema issues of a new user onto its fields', () => {
    const result = UserAddBodySchema.safeParse({
      username: 'ab',
      password: 'short',
      nick_name: '张三',
      mobile: '123',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const { fields, rest } = schemaIssuesToFields(result.error.issues, USER_FIELDS);
    expect(rest).toEqual([]);
    expect(fields.map((field) => field.name)).toEqual(['username', 'password', 'mobile']);
    expect(fields.find((field) => field.name === 'password')?.errors).toContain('密码至少 8 位');
  });
});

function fakeForm() {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
}

function recordFeedback(): ErrorNotice[] {
  const shown: ErrorNotice[] = [];
  setFeedback({ showError: (notice) => shown.push(notice), confirmRelogin: () => undefined });
  return shown;
}

describe('parseFormBody', () => {
  afterEach(() => setFeedback(undefined));

  it('returns the parsed body (trimmed, empty mobile dropped) when valid', () => {
    const { form, setFields } = fakeForm();
    const body = parseFormBody(
      form,
      UserAddBodySchema,
      { username: ' zhangsan ', password: 'abc12345', nick_name: '张三', mobile: '' },
      USER_FIELDS,
    );
    expect(body).toEqual({ username: 'zhangsan', password: 'abc12345', nick_name: '张三' });
    expect(setFields).not.toHaveBeenCalled();
  });

  it('puts problems on the fields and returns nothing when invalid', () => {
    const { form, setFields } = fakeForm();
    const body = parseFormBody(
      form,
      UserAddBodySchema,
      { username: 'zhangsan', password: 'abcdefgh', nick_name: '张三' },
      USER_FIELDS,
    );
    expect(body).toBeUndefined();
    expect(setFields).toHaveBeenCalledWith([{ name: 'password', errors: ['密码需包含数字'] }]);
  });
});

describe('showFormError', () => {
  afterEach(() => setFeedback(undefined));

  const validation = (details: string[]) =>
    new ApiError(10001, `请求参数有误\n${details.join('\n')}`, '/api/user/add', 'display', details);

  it('shows validation problems on the fields only', () => {
    const shown = recordFeedback();
    const { form, setFields } = fakeForm();
    showFormError(
      form,
      validation(['username：用户名为 3–32 位字母、数字、下划线、点或短横线']),
      USER_FIELDS,
    );
    expect(setFields).toHaveBeenCalledWith([
      { name: 'username', errors: ['用户名为 3–32 位字母、数字、下划线、点或短横线'] },
    ]);
    expect(shown).toEqual([]);
  });

  it('also shows the standard notice when a problem names no field of the form', () => {
    const shown = recordFeedback();
    const { form } = fakeForm();
    showFormError(form, validation(['username：太短', 'dept_id：部门不存在']), USER_FIELDS);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('错误');
  });

  it('shows other failures the standard way', () => {
    const shown = recordFeedback();
    const { form, setFields } = fakeForm();
    showFormError(
      form,
      new ApiError(10009, '用户已存在', '/api/user/add', '用户已存在\n/api/user/add'),
      USER_FIELDS,
    );
    expect(setFields).not.toHaveBeenCalled();
    expect(shown).toEqual([{ title: '错误', description: '用户已存在\n/api/user/add' }]);
  });

  it('puts a duplicate on the field it is about', () => {
    const shown = recordFeedback();
    const { form, setFields } = fakeForm();
    const duplicate = new ApiError(
      10009,
      '手机号已存在',
      '/api/user/add',
      '手机号已存在\n/api/user/add',
    );
    showFormError(form, duplicate, USER_FIELDS, { 用户名: 'username', 手机号: 'mobile' });
    expect(setFields).toHaveBeenCalledWith([{ name: 'mobile', errors: ['手机号已存在'] }]);
    expect(shown).toEqual([]);
  });
});
