export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly cause?: unknown,
  ) {
    super(`远程模块 ${remote} 加载失败`);
    this.name = 'RemoteLoadError';
  }
}

export class ViewNotFoundError extends Error {
  constructor(readonly component: string) {
    super(`Cannot find module '${component}'`);
    this.name = 'ViewNotFoundError';
  }
}
