import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { fieldErrorsOf } from './field-errors';

const failure = (code: number, message: string, details: string[] = []) =>
  new ApiError(code, message, '/api/user/role/add', message, details);

describe('fieldErrorsOf', () => {
  it('maps listed validation problems onto the named form fields', () => {
    const error = failure(10001, '请求参数有误', [
      'name：角色标识格式不正确',
      'title：请输入角色名称',
      'name: 太长',
    ]);
    expect(fieldErrorsOf(error, ['name', 'title', 'description'])).toEqual([
      { name: 'name', errors: ['角色标识格式不正确', '太长'] },
      { name: 'title', errors: ['请输入角色名称'] },
    ]);
  });

  it('ignores problems about fields the form does not have', () => {
    expect(
      fieldErrorsOf(failure(10001, '请求参数有误', ['id：无效', '请求体不能为空']), ['name']),
    ).toEqual([]);
  });

  it('puts a conflict on the unique field', () => {
    expect(fieldErrorsOf(failure(10009, '角色已存在'), ['name', 'title'], 'name')).toEqual([
      { name: 'name', errors: ['角色已存在'] },
    ]);
  });

  it('leaves other errors to the global notification', () => {
    expect(fieldErrorsOf(failure(10009, '角色已存在'), ['name'])).toEqual([]);
    expect(fieldErrorsOf(failure(20022, '系统内置角色不能删除或改名'), ['name'], 'name')).toEqual(
      [],
    );
    expect(fieldErrorsOf(new Error('boom'), ['name'], 'name')).toEqual([]);
  });
});
