import { useQuery } from '@tanstack/react-query';

type AppInfo = { productName: string; appEnv: 'development' | 'production' };

async function fetchAppInfo(): Promise<AppInfo> {
  const response = await fetch('/api/app-info');
  if (!response.ok) throw new Error(`app info: HTTP ${response.status}`);
  return response.json();
}

/** The app info's query key: a server-rendered page puts the answer there (app/signed-in-page.ts). */
export const APP_INFO_KEY = ['app-info'];

export function useAppInfo() {
  return useQuery({ queryKey: APP_INFO_KEY, queryFn: fetchAppInfo, staleTime: Number.POSITIVE_INFINITY });
}
