import { useQuery } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { countByStatus, moveStatusQuery } from './move-status';
import { StatusCards } from './status-cards';
import { StatusShare } from './status-share';
import { WelcomeCard } from './welcome-card';

export function Analysis() {
  const query = useQuery(moveStatusQuery);
  const counts = useMemo(() => (query.data ? countByStatus(query.data) : undefined), [query.data]);
  const updatedAt = query.dataUpdatedAt ? dayjs(query.dataUpdatedAt).format('HH:mm:ss') : undefined;
  return (
    <Flex vertical gap={16} className="dashboard-analysis">
      <WelcomeCard updatedAt={updatedAt} />
      {query.isError && !query.data && <Alert type="warning" showIcon title="车辆状态加载失败，稍后将自动重试" />}
      <StatusCards counts={counts} loading={query.isPending} />
      <StatusShare counts={counts} loading={query.isPending} />
    </Flex>
  );
}
