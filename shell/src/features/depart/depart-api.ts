import { http, type Depart, type UserInfo } from 'shared-session';

export interface CurrentDeparts {
  list: Depart[];
  orgCode?: string;
}

export async function fetchCurrentDeparts(): Promise<CurrentDeparts> {
  const answer = await http.get<CurrentDeparts>('/sys/user/getCurrentUserDeparts');
  if (!answer.success) throw new Error(answer.message);
  return { list: answer.result?.list ?? [], orgCode: answer.result?.orgCode };
}

export async function selectDepart(orgCode: string, username: string): Promise<UserInfo> {
  const answer = await http.put<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
  if (!answer.success) throw new Error(answer.message);
  return answer.result.userInfo;
}

export function departTitle(list: Depart[], orgCode?: string): string {
  const current = list.find((d) => d.orgCode === orgCode);
  return current ? `部门切换（当前部门：${current.departName}）` : '部门选择';
}
