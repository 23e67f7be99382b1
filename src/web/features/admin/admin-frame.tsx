// What every admin page stands in: its notifications, the unsaved-changes guard, and no retries for
// answers that are refusals (a 403 or 404 is told at once, not after three tries).
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiRequestError } from '../../lib/resource-client.ts';
import { AdminNotifications } from './admin-notifications.tsx';
import { UnsavedChangesGuard } from './unsaved-changes.tsx';

const RETRIES = 3;

function retryResource(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < RETRIES;
}

export function AdminFrame({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Set while rendering, before the page's queries are created.
  useState(() => queryClient.setQueryDefaults(['resource'], { retry: retryResource }));
  return (
    <UnsavedChangesGuard>
      {children}
      <AdminNotifications />
    </UnsavedChangesGuard>
  );
}
