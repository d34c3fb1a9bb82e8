import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { call, okBody, tenantTwoAdmin } from './helpers.js';

jest.setTimeout(120000);

describe.each(DATABASES)('message templates, sent messages and data logs on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 1 });
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
    other = await tenantTwoAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const template = (code: string, type: string, content: string) => ({
    templateCode: code, templateName: `模板${code}`, templateType: type, templateContent: content, templateTestJson: '{"name":"张三","car":"浙A12345"}',
  });

  it('sends a system message from a template to the chosen user, placeholders filled and HTML sanitised', async () => {
    await okBody(t, 'POST', '/sys/message/sysMessageTemplate/add', admin, template('c4_sys', '3', '<p>${name}：车辆${car}超速<script>x()</script></p>'));
    const sent = await okBody(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', admin, { templateCode: 'c4_sys', receiver: 'viewer', testData: '{"name":"<b>李四</b>","car":"浙B1"}' });
    expect(sent).toMatchObject({ message: '消息发送成功', result: { status: '1' } });
    const bell = (await okBody(t, 'GET', '/sys/annountCement/listByUser', viewer)).result;
    const msg = bell.sysMsgList.find((m: { titile: string }) => m.titile === '模板c4_sys');
    expect(msg).toBeDefined();
    const detail = (await okBody(t, 'GET', `/sys/annountCement/queryById?id=${msg.id}`, viewer)).result;
    expect(detail.msgContent).toContain('&lt;b&gt;李四&lt;/b&gt;：车辆浙B1超速');
    expect(detail.msgContent).not.toContain('script');
    const record = (await okBody(t, 'GET', `/sys/message/sysMessage/queryById?id=${sent.result.id}`, admin)).result;
    expect(record).toMatchObject({ esType: '3', esReceiver: 'viewer', esSendStatus: '1', esSendNum: 1 });
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', admin, { templateCode: 'c4_sys', receiver: 'nobody' })).json().message).toBe('用户不存在：nobody');
  });

  it('records SMS and e-mail honestly as failed (no gateway) and resends', async () => {
    await okBody(t, 'POST', '/sys/message/sysMessageTemplate/add', admin, template('c4_sms', '1', '${name}您好，车辆${car}已到期'));
    const res = await call(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', admin, { templateCode: 'c4_sms', receiver: '13800138000' });
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '消息发送失败：未配置短信网关', result: { status: '2' } });
    const id = res.json().result.id;
    const row = (await okBody(t, 'GET', `/sys/message/sysMessage/queryById?id=${id}`, admin)).result;
    expect(row).toMatchObject({ esContent: '张三您好，车辆浙A12345已到期', esSendStatus: '2', esResult: '未配置短信网关', esSendNum: 1 });
    const again = await call(t, 'POST', '/sys/message/sysMessage/resend', admin, { id });
    expect(again.json().message).toBe('消息发送失败：未配置短信网关');
    expect((await okBody(t, 'GET', `/sys/message/sysMessage/queryById?id=${id}`, admin)).result.esSendNum).toBe(2);
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', admin, { templateCode: 'c4_sms', receiver: '123' })).json().message).toBe('手机号格式不正确：123');
    await okBody(t, 'POST', '/sys/message/sysMessageTemplate/add', admin, template('c4_mail', '2', '<p>${name}</p>'));
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', admin, { templateCode: 'c4_mail', receiver: 'a@b.cn' })).json().message).toBe('消息发送失败：未配置邮件网关');
    const failed = (await okBody(t, 'GET', '/sys/message/sysMessage/list?esSendStatus=2', admin)).result;
    expect(failed.total).toBe(2);
    await okBody(t, 'DELETE', `/sys/message/sysMessage/deleteBatch?ids=${id}`, admin);
    expect((await okBody(t, 'GET', '/sys/message/sysMessage/list?esSendStatus=2', admin)).result.total).toBe(1);
  });

  it('checks template input, permissions and tenants', async () => {
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/add', admin, template('c4_sys', '3', 'x'))).json().message).toBe('模板编码已存在');
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/add', admin, template('c4_x', '9', 'x'))).statusCode).toBe(400);
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/add', admin, { ...template('c4_y', '1', 'x'), templateTestJson: '[1]' })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/sys/message/sysMessageTemplate/list', viewer)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', viewer, { templateCode: 'c4_sys', receiver: 'admin' })).statusCode).toBe(403);
    expect((await okBody(t, 'GET', '/sys/message/sysMessageTemplate/list', other)).result.total).toBe(0);
    expect((await okBody(t, 'GET', '/sys/message/sysMessage/list', other)).result.total).toBe(0);
    expect((await call(t, 'POST', '/sys/message/sysMessageTemplate/sendMsg', other, { templateCode: 'c4_sys', receiver: 'viewer' })).json().message).toBe('消息模板不存在');
    const page = (await okBody(t, 'GET', '/sys/message/sysMessageTemplate/list?templateType=1', admin)).result;
    expect(page.records.map((r: { templateCode: string }) => r.templateCode)).toEqual(['c4_sms']);
    expect((await call(t, 'GET', '/sys/message/sysMessage/list?column=es_title', admin)).statusCode).toBe(400);
  });

  it('writes a version per demo add / edit and per user edit; compares two versions', async () => {
    const add = await okBody(t, 'POST', '/test/jeecgDemo/add', admin, { name: '日志示例', sex: '1', age: 20 });
    const id = add.result.id;
    await okBody(t, 'PUT', '/test/jeecgDemo/edit', admin, { id, name: '日志示例改', age: 21 });
    const versions = (await okBody(t, 'GET', `/sys/dataLog/queryDataVerList?dataTable=demo&dataId=${id}`, admin)).result;
    expect(versions.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2]);
    expect(JSON.parse(versions[0].dataContent)).toMatchObject({ name: '日志示例', age: 20 });
    const pair = (await okBody(t, 'GET', `/sys/dataLog/queryCompareList?dataId1=${versions[1].id}&dataId2=${versions[0].id}`, admin)).result;
    expect(pair.map((v: { dataVersion: number }) => v.dataVersion)).toEqual([1, 2]);
    expect(JSON.parse(pair[1].dataContent)).toMatchObject({ name: '日志示例改', age: 21 });
    const list = (await okBody(t, 'GET', `/sys/dataLog/list?dataTable=demo&dataId=${id}`, admin)).result;
    expect(list.records[0]).toMatchObject({ dataTableText: '组件示例', dataVersion: 2, createBy: 'admin' });

    await okBody(t, 'PUT', '/sys/user/edit', admin, { id: 'user_viewer', realname: '只读用户改' });
    const userVersions = (await okBody(t, 'GET', '/sys/dataLog/queryDataVerList?dataTable=sys_user&dataId=user_viewer', admin)).result;
    expect(userVersions).toHaveLength(1);
    const content = JSON.parse(userVersions[0].dataContent);
    expect(content).toMatchObject({ username: 'viewer', realname: '只读用户改' });
    expect(JSON.stringify(content)).not.toMatch(/password/i);

    expect((await call(t, 'GET', '/sys/dataLog/list', viewer)).statusCode).toBe(403);
    expect((await okBody(t, 'GET', '/sys/dataLog/list', other)).result.total).toBe(0);
    expect((await call(t, 'GET', `/sys/dataLog/queryCompareList?dataId1=${versions[0].id}&dataId2=${versions[1].id}`, other)).statusCode).toBe(404);
  });
});
