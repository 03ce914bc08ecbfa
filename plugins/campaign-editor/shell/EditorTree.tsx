import { useState } from 'react';
import { Collapse, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'ra-core';
import type { CampaignRecord } from '../../../src/api/contract';
import type { EditorSection, EditorTab } from '../sections/sectionContract';
import { useWatch } from 'react-hook-form';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { sectionLabel } from '../sections/sectionLabel';
import { editorTree } from '../sections/sectionRouting';
import { tabsWithDisapprovedCreatives } from '../sections/creativeWarnings';
import { DisapprovedCreativeWarning, SectionBadge } from './SectionBadge';

interface EditorTreeProps {
  shown: readonly EditorSection[];
  active: EditorTab | undefined;
  onOpen(tab: EditorTab): void;
  record: CampaignRecord | undefined;
  revisionCount: number | undefined;
}

/** The left navigation tree (spec 2 §2): the registry's sections, parents expandable, each with its badge. */
export const EditorTree = ({ shown, active, onOpen, record, revisionCount }: EditorTreeProps) => {
  const translate = useTranslate();
  // Only the goal renames a tab; the tree re-renders when it changes, not on other keystrokes.
  const goal = useWatch<CampaignFormValues, 'bidding_strategy.goal'>({ name: 'bidding_strategy.goal' });
  const nodes = editorTree(shown);
  const warned = tabsWithDisapprovedCreatives(shown, record?.visuals);
  const [collapsed, setCollapsed] = useState<ReadonlySet<EditorTab>>(new Set());
  const entry = (section: EditorSection, nested: boolean) => (
    <ListItem key={section.tab} disablePadding>
    <ListItemButton
      selected={section.tab === active}
      aria-current={section.tab === active ? 'page' : undefined}
      onClick={() => onOpen(section.tab)}
      sx={nested ? { pl: 4 } : undefined}
      data-tab={section.tab}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
        <ListItemText primary={translate(sectionLabel(section, goal))} />
        {warned.has(section.tab) && <DisapprovedCreativeWarning />}
        {section.badge && <SectionBadge badge={section.badge} revisionCount={revisionCount} />}
      </Stack>
    </ListItemButton>
    </ListItem>
  );
  const toggle = (tab: EditorTab) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(tab)) next.delete(tab);
      else next.add(tab);
      return next;
    });
  return (
    <nav aria-label={translate('campaign-editor.tree.label')}>
      <List dense disablePadding>
        {nodes.map((node) => {
          if (!node.children) return node.section ? entry(node.section, false) : null;
          const open = !collapsed.has(node.tab);
          return (
            <ListItem key={node.tab} disablePadding sx={{ display: 'block' }}>
              <ListItemButton onClick={() => toggle(node.tab)} aria-expanded={open}>
                <ListItemText primary={translate(node.label)} />
                {warned.has(node.tab) && <DisapprovedCreativeWarning />}
                {open ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={open}>
                <List dense disablePadding>
                  {node.children.map((child) => entry(child, true))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
};
