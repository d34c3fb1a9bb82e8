import { Button, Result, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../router/app-route';

export function ModuleNotFound({ component }: { component: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面组件不存在"
      subTitle={
        <>
          找不到该菜单对应的页面组件，请联系管理员检查菜单配置。
          <br />
          <Typography.Text code>{`Error: Cannot find module './${component}'`}</Typography.Text>
        </>
      }
      extra={<Button onClick={() => navigate(HOME_PATH)}>返回首页</Button>}
    />
  );
}
