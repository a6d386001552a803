// Fixed texts of the delivery screen (spec 001 §2, §8). The Chinese ones the spec quotes are
// verbatim; the banner and the no-permission alert are described in English there.

export const UPDATE_SUCCESS_MESSAGE = '更新成功';
export const DELETE_SUCCESS_MESSAGE = '删除成功';
export const DELETE_CANCELLED_MESSAGE = '已取消删除';
export const CONFIRM_DELETE_RECORD_MESSAGE = '确认要删除记录吗?';
export const CONFIRM_DELETE_MATERIAL_MESSAGE = '确认删除该素材吗?';
/** Banner of the batch edit dialog when some rows failed on the server. */
export const BATCH_ERRORS_BANNER = '批量操作存在错误，请检查';
/** Alert of a tab whose list the user may not read. */
export const NO_LIST_PERMISSION_MESSAGE = '您没有列表权限';
