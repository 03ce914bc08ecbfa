import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useLeaveConfirmation } from '../forms/useLeaveConfirmation';
import { UnsavedChangesDialog } from '../forms/UnsavedChangesDialog';

type ReportDirty = (section: string, dirty: boolean) => void;

const ReportDirtyContext = createContext<ReportDirty | null>(null);

/**
 * The leave-page confirmation of a page made of several small forms (profile, settings). react-router
 * keeps one blocker per router, so the page holds the one guard and every section reports whether it
 * holds typed work: leaving asks while any of them does.
 */
export const PageLeaveGuard = ({ children }: { children: ReactNode }) => {
  const [dirtySections, setDirtySections] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportDirty>((section, dirty) => {
    setDirtySections((current) => {
      if (current.has(section) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  const leave = useLeaveConfirmation(dirtySections.size > 0);
  return (
    <ReportDirtyContext.Provider value={report}>
      {children}
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </ReportDirtyContext.Provider>
  );
};

/** Tells the page's guard whether this section holds typed work (nothing outside a PageLeaveGuard). */
export const useReportDirty = (dirty: boolean): void => {
  const report = useContext(ReportDirtyContext);
  const section = useId();
  useEffect(() => {
    report?.(section, dirty);
  }, [report, section, dirty]);
  useEffect(() => () => report?.(section, false), [report, section]);
};

