"use client";
// Pages describe their header (title, action buttons, back button) by rendering <DashboardPageHeader>;
// the shell's fixed header shows it. Without one, the header shows the menu title of the route.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { IconName } from "./icons";

export interface HeaderAction {
  title: string;
  icon?: IconName;
  /** A route to open, or a handler (client pages only). */
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
}

export interface HeaderConfig {
  title?: string;
  actions?: HeaderAction[];
  /** Form pages: a back button (to this path, or one step back in history when true). */
  back?: boolean | string;
}

const HeaderContext = createContext<{ config: HeaderConfig; setConfig: (config: HeaderConfig) => void } | null>(null);

export function HeaderProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<HeaderConfig>({});
  return <HeaderContext.Provider value={{ config, setConfig }}>{children}</HeaderContext.Provider>;
}

export function useHeaderConfig(): HeaderConfig {
  return useContext(HeaderContext)?.config ?? {};
}

export function DashboardPageHeader(props: HeaderConfig) {
  const setConfig = useContext(HeaderContext)?.setConfig;
  const { title, actions, back } = props;
  useEffect(() => {
    setConfig?.({ title, actions, back });
    return () => setConfig?.({});
  }, [setConfig, title, actions, back]);
  return null;
}
