"use client";
// Who the dashboard belongs to, from the server's caller: pages need to know whether an operator
// is acting for the user (some actions are the user's alone, like changing the password).
import { createContext, useContext, type ReactNode } from "react";

export interface DashboardSession {
  userId: number;
  impersonating: boolean;
}

const SessionContext = createContext<DashboardSession>({ userId: 0, impersonating: false });

export function DashboardSessionProvider({ value, children }: { value: DashboardSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useDashboardSession(): DashboardSession {
  return useContext(SessionContext);
}
