import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The doctor portal's mobile drawer: toggled from the top bar, rendered by the portal layout. */
interface PortalMenu {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

const PortalMenuContext = createContext<PortalMenu>({ isOpen: false, setOpen: () => {} });

export function PortalMenuProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen }), [isOpen]);
  return <PortalMenuContext value={value}>{children}</PortalMenuContext>;
}

export const usePortalMenu = () => useContext(PortalMenuContext);
