import { Form, Input } from 'antd';
import { DepartSelectInput, DictSelect, ListQueryBar, type ListQueryBarProps } from 'shared-widgets';
import { USER_TEXTS as T } from './user-texts';

/** Props of {@link UserQuery}. */
export interface UserQueryProps {
  /** the user list the query drives (useListPage) */
  list: ListQueryBarProps['list'];
}

/**
 * The query bar of 用户管理: username and name (contains), sex, mobile, status and a department
 * (with its sub-departments, `departId`), sent as the list's query parameters.
 */
export function UserQuery({ list }: UserQueryProps) {
  return (
    <ListQueryBar list={list} name="userQuery">
      <Form.Item name="username" label={T.username}><Input allowClear placeholder={T.inputUsername} style={{ width: 150 }} /></Form.Item>
      <Form.Item name="realname" label={T.realname}><Input allowClear placeholder={T.inputRealname} style={{ width: 150 }} /></Form.Item>
      <Form.Item name="sex" label={T.sex}><DictSelect dictCode="sex" placeholder={T.chooseSex} style={{ width: 110 }} /></Form.Item>
      <Form.Item name="phone" label={T.phone}><Input allowClear style={{ width: 140 }} /></Form.Item>
      <Form.Item name="status" label={T.status}><DictSelect dictCode="user_status" placeholder={T.chooseStatus} style={{ width: 110 }} /></Form.Item>
      <Form.Item name="departId" label={T.departs}><DepartSelectInput multi={false} store="id" /></Form.Item>
    </ListQueryBar>
  );
}
