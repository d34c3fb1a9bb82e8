import { Button, Result, Typography } from 'antd';

export function RemoteErrorPage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle={
        <>
          模块暂时无法加载，请检查网络后重试。
          <br />
          <Typography.Text type="secondary">{error.message}</Typography.Text>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
