import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../router/app-route';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="full-page-center">
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在"
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
