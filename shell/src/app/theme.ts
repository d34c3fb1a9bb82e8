import type { ThemeConfig } from 'antd';

/** The antd theme for a primary colour (theme drawer; default #1890FF, console-spec §9). */
export function themeFor(color: string): ThemeConfig {
  return { ...theme, token: { ...theme.token, colorPrimary: color, colorInfo: color } };
}

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1890FF',
    colorInfo: '#1890FF',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#fff', headerHeight: 59, headerPadding: '0 16px', bodyBg: '#f0f2f5', siderBg: '#001529' },
  },
};
