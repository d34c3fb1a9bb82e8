import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createRoot } from 'react-dom/client';
import views from './views';

dayjs.locale('zh-cn');

const View = window.location.pathname.startsWith('/show-map')
  ? views.ShowMap
  : window.location.pathname.startsWith('/car-list')
    ? views.CarList
    : views.MapMonitor;

document.body.style.margin = '0';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <View />
  </ConfigProvider>,
);
