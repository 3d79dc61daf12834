import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { focusRing, tokens } from '@young-minds/ui';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Whether several panels may be open at once (default: one at a time). */
  multiple?: boolean;
  /** Ids of the panels open at first. */
  defaultOpen?: readonly string[];
  /** Heading level of each item's header (default 3). */
  headingLevel?: 2 | 3 | 4;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
`;

const Item = styled.div`
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  overflow: hidden;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
`;

const Trigger = styled.button`
  display: flex;
  /* Width includes padding and border: a full-width control never sticks out of its panel. */
  box-sizing: border-box;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  min-height: 48px;
  padding: 12px 16px;
  border: none;
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -3px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  transition: transform 0.2s ease;
  transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
`;

const Panel = styled.div`
  padding: 0 16px 16px;
  color: ${tokens.color.muted};
  line-height: 1.6;
`;

/** Disclosure list (WAI-ARIA accordion pattern): buttons with aria-expanded controlling labelled regions. */
export function Accordion({ items, multiple = false, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<readonly string[]>(defaultOpen);
  const headingTag = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((current) => {
      if (current.includes(id)) return current.filter((other) => other !== id);
      return multiple ? [...current, id] : [id];
    });
  return (
    <List>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <Heading as={headingTag}>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Chevron aria-hidden="true" $open={isOpen}>
                  ▾
                </Chevron>
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
