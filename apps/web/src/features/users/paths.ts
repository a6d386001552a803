/** Routes of this feature (route table in contracts). */
export const USER_LIST_PATH = '/info';
export const USER_ADD_PATH = '/user/showAcc/add';
