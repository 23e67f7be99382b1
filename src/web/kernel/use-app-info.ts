import { useQuery } from '@tanstack/react-query';

type AppInfo = { productName: string; appEnv: 'development' | 'production' };

async function fetchAppInfo(): Promise<AppInfo> {
  const response = await fetch('/api/app-info');
  if (!response.ok) throw new Error(`app info: HTTP ${response.status}`);
  return response.json();
}

export function useAppInfo() {
  return useQuery({ queryKey: ['app-info'], queryFn: fetchAppInfo, staleTime: Number.POSITIVE_INFINITY });
}
