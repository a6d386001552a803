/** spec 000 §4, §8: the text of the re-login confirm for code -100. */
export const RELOGIN_MESSAGE = '登录状态已过期，请重新登录';
