import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Keyboard, Menu, RotateCw, Search } from 'lucide-react';
import type { EmailFolder, EmailLabel, Mail } from '@app/common/apps/email';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import '@/styles/bootstrap-extras.scss';
import {
  useGetMailsQuery,
  useMarkUnreadMutation,
  useMoveMailsMutation,
  useSetLabelsMutation,
  useSetStarredMutation,
} from './api/email-api';
import { EmailNotices } from './components/email-notices';
import { KeyboardHelp } from './components/keyboard-help';
import { MailActions } from './components/mail-actions';
import { MailList } from './components/mail-list';
import { MailSidebar } from './components/mail-sidebar';
import { MailView } from './components/mail-view';
import { useMailFilters } from './hooks/use-mail-filters';
import { useMailShortcuts } from './hooks/use-mail-shortcuts';
import {
  draftOf,
  EMPTY_DRAFT,
  forwardDraft,
  replyDraft,
  type ComposeDraft,
} from './lib/compose-draft';
import { FolderChooser } from './components/folder-chooser';
import { moveTargets } from './lib/folders';
import { mailInFilter } from '@app/common/apps/mail-rules';
import { moveTo } from './lib/mail-updates';
import { fullTime } from './lib/mail-time';
import {
  allMailsSelected,
  mailOpened,
  mailSelectionToggled,
  paramsChanged,
  queryChanged,
  selectEmailState,
  selectionCleared,
  selectOpenMailId,
} from './store/email-slice';
import { mailsTrashed } from './store/email-actions';
import './email.scss';

const ComposeModal = lazy(() => import('./components/compose-modal'));

/**
 * The list's frame while the mails load: rows of the mail rows' own height (`.mail-row`'s
 * min-height), enough to fill a phone's screen, so nothing moves when the mails arrive.
 */
function ListSkeleton() {
  return (
    <ul className="mail-list list-unstyled mb-0 placeholder-glow" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="mail-row">
          <span className="placeholder col-12 rounded mail-row-placeholder" />
        </li>
      ))}
    </ul>
  );
}

const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-mail-id="${id}"]`);
const focusRow = (id: number) => rowOf(id)?.querySelector<HTMLElement>('.mail-open')?.focus();

/** The folder menu: beside the Move button (`row` null) or beside the mail row (`e` on a row). */
interface Chooser {
  ids: number[];
  row: HTMLElement | null;
}

export default function EmailPage() {
  const { t } = useTranslation('email');
  const dispatch = useAppDispatch();
  const { locale } = useFormatters();
  const { params, filter, isKnown } = useMailFilters();
  const searchRef = useRef<HTMLInputElement>(null);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [cursorId, setCursorId] = useState<number | null>(null);
  const [compose, setCompose] = useState<{ key: number; draft: ComposeDraft } | null>(null);
  const [showHelp, setShowHelp] = useState(false);
  const [chooser, setChooser] = useState<Chooser | null>(null);

  useLayoutEffect(() => {
    dispatch(paramsChanged({ folder: params.folder, label: params.label }));
  }, [dispatch, params.folder, params.label]);

  const { data, isLoading, isError, error, refetch, isFetching } = useGetMailsQuery(filter);
  const { query, selectedEmails, filteredMails } = useAppSelector(selectEmailState);
  const openMailId = useAppSelector(selectOpenMailId);
  const openMail =
    filteredMails.find((mail) => mail.id === openMailId) ??
    data?.emails.find((mail) => mail.id === openMailId);

  const [setStarred] = useSetStarredMutation();
  const [moveMails] = useMoveMailsMutation();
  const [markUnread] = useMarkUnreadMutation();
  const [setLabels] = useSetLabelsMutation();

  const startCompose = useCallback((draft: ComposeDraft) => {
    setDrawerOpen(false);
    setCompose((current) => ({ key: (current?.key ?? 0) + 1, draft }));
  }, []);

  const openMailRow = useCallback(
    (mail: Mail) => {
      setCursorId(mail.id);
      if (mail.mailFolder === 'draft') {
        startCompose(draftOf(mail));
        return;
      }
      dispatch(mailOpened(mail.id));
      if (mail.unread) void markUnread({ emailIds: [mail.id], unreadFlag: false });
    },
    [dispatch, markUnread, startCompose],
  );

  const closeMail = useCallback(() => {
    const id = openMailId;
    dispatch(mailOpened(null));
    if (id !== null) requestAnimationFrame(() => focusRow(id));
  }, [dispatch, openMailId]);

  const toggleStar = useCallback((id: number) => void setStarred({ mailId: id }), [setStarred]);
  const toggleSelect = useCallback((id: number) => dispatch(mailSelectionToggled(id)), [dispatch]);

  // Actions on the open mail, else on the selection.
  const targets = openMail ? [openMail.id] : selectedEmails;
  const move = (folder: EmailFolder, ids: number[] = targets) => {
    if (ids.length > 0) void moveMails({ selectedEmails: ids, mailFolder: folder });
  };
  /**
   * Moves mails and keeps the keyboard in the list: the cursor goes on to the next mail that
   * stays (or back to the one moved, when it stays in this list).
   */
  const moveAway = (folder: EmailFolder, ids: number[]) => {
    if (ids.length === 0) return;
    const moved = filteredMails.filter((mail) => ids.includes(mail.id));
    const stays =
      moved.length > 0 && moved.every((mail) => mailInFilter(moveTo(folder)(mail), filter));
    const first = filteredMails.findIndex((mail) => ids.includes(mail.id));
    const rest = (list: readonly Mail[]) => list.find((mail) => !ids.includes(mail.id));
    const next = stays
      ? moved[0]
      : (rest(filteredMails.slice(first + 1)) ?? rest(filteredMails.slice(0, first).reverse()));
    move(folder, ids);
    if (folder === 'trash') {
      const all = data?.emails ?? filteredMails;
      const trashed = all
        .filter((mail) => ids.includes(mail.id) && mail.mailFolder !== 'trash')
        .map((mail) => ({ id: mail.id, from: mail.mailFolder }));
      if (trashed.length > 0) dispatch(mailsTrashed(trashed));
    }
    if (!next) return;
    setCursorId(next.id);
    // After the list has shown the change (and the reading pane, if open, has closed).
    requestAnimationFrame(() => requestAnimationFrame(() => focusRow(next.id)));
  };
  const selectedVisible = selectedEmails.filter((id) =>
    filteredMails.some((mail) => mail.id === id),
  );
  const toggleLabel = (label: EmailLabel) => {
    if (targets.length > 0) void setLabels({ emailIds: targets, label });
  };
  const setUnreadFlag = (unread: boolean) => {
    if (targets.length === 0) return;
    void markUnread({ emailIds: targets, unreadFlag: unread });
    if (openMail && unread) dispatch(mailOpened(null));
  };

  const step = (delta: 1 | -1) => {
    if (filteredMails.length === 0) return;
    const from = filteredMails.findIndex((mail) => mail.id === (openMail?.id ?? cursorId));
    const index = from === -1 ? 0 : Math.min(filteredMails.length - 1, Math.max(0, from + delta));
    const next = filteredMails[index];
    if (!next) return;
    setCursorId(next.id);
    if (openMail) openMailRow(next);
    else focusRow(next.id);
  };

  useMailShortcuts(compose === null && !showHelp, {
    j: () => step(1),
    k: () => step(-1),
    x: () => {
      if (!openMail && cursorId !== null) toggleSelect(cursorId);
    },
    s: () => {
      const id = openMail?.id ?? cursorId;
      if (id !== null) toggleStar(id);
    },
    e: () => {
      // The folder menu opens where the mails are: the open mail's or the selection's Move
      // button, else beside the mail under the cursor.
      if (openMail) setChooser({ ids: [openMail.id], row: null });
      else if (selectedVisible.length > 0) setChooser({ ids: selectedVisible, row: null });
      else if (cursorId !== null) setChooser({ ids: [cursorId], row: rowOf(cursorId) });
    },
    '/': () => {
      if (openMail) dispatch(mailOpened(null));
      searchRef.current?.focus();
    },
    Escape: () => {
      if (openMail) closeMail();
    },
  });

  // A mail that left the list (moved elsewhere) closes the reading pane.
  useEffect(() => {
    if (openMailId !== null && data && !data.emails.some((mail) => mail.id === openMailId)) {
      dispatch(mailOpened(null));
    }
  }, [data, dispatch, openMailId]);

  if (!isKnown) return <Navigate to="/email/inbox" replace />;

  const title = params.label
    ? t(`labels.${params.label}`)
    : t(`folders.${params.folder ?? 'inbox'}`);
  const visibleIds = filteredMails.map((mail) => mail.id);
  const allSelected = visibleIds.length > 0 && selectedVisible.length === visibleIds.length;
  const someSelected = selectedVisible.length > 0 && !allSelected;
  const selectedMails = filteredMails.filter((mail) => selectedEmails.includes(mail.id));
  const commonLabels = (['personal', 'company', 'important', 'private'] as const).filter(
    (label) =>
      selectedMails.length > 0 && selectedMails.every((mail) => mail.labels.includes(label)),
  );
  const unreadCount = selectedMails.filter((mail) => mail.unread).length;
  const selectionUnread =
    unreadCount === 0 ? 'none' : unreadCount === selectedMails.length ? 'all' : 'some';
  const currentFolder: EmailFolder | undefined =
    params.folder && params.folder !== 'starred' ? params.folder : undefined;

  const rowFolder = filteredMails.find((mail) => mail.id === chooser?.ids[0])?.mailFolder;

  let content;
  if (isLoading) {
    content = <ListSkeleton />;
  } else if (isError && !data) {
    content = (
      <ErrorState
        title={t('errors.loadFailed')}
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (openMail) {
    content = (
      <MailView
        mail={openMail}
        onBack={closeMail}
        onToggleStar={() => toggleStar(openMail.id)}
        onMove={(folder) => moveAway(folder, [openMail.id])}
        moveOpen={chooser !== null && chooser.row === null}
        onMoveOpenChange={(open) => setChooser(open ? { ids: [openMail.id], row: null } : null)}
        onToggleLabel={toggleLabel}
        onMarkUnread={setUnreadFlag}
        onReply={() =>
          startCompose(
            replyDraft(
              openMail,
              t('compose.quoteHeader', {
                date: fullTime(openMail.time, locale),
                name: openMail.sender_name,
              }),
            ),
          )
        }
        onForward={() =>
          startCompose(
            forwardDraft(
              openMail,
              t('compose.forwardHeader', {
                date: fullTime(openMail.time, locale),
                name: openMail.sender_name,
              }),
            ),
          )
        }
      />
    );
  } else if (filteredMails.length === 0) {
    content = (
      <EmptyState
        message={
          query.trim()
            ? t('list.noMatch', { query: query.trim() })
            : t('list.empty', { folder: title })
        }
        actionLabel={query.trim() ? t('list.clearSearch') : undefined}
        onAction={query.trim() ? () => dispatch(queryChanged('')) : undefined}
      />
    );
  } else {
    content = (
      <MailList
        mails={filteredMails}
        selected={selectedEmails}
        cursorId={cursorId}
        onOpen={openMailRow}
        onToggleSelect={toggleSelect}
        onToggleStar={toggleStar}
        onCursor={setCursorId}
      />
    );
  }

  return (
    <div className="email-app card">
      <Offcanvas
        show={isDrawerOpen}
        onHide={() => setDrawerOpen(false)}
        responsive="lg"
        placement="start"
        className="email-sidebar"
        aria-labelledby="email-drawer-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('drawer.close')}>
          <Offcanvas.Title id="email-drawer-title" as="h2" className="h5">
            {t('drawer.title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0 d-block">
          <MailSidebar
            onCompose={() => startCompose(EMPTY_DRAFT)}
            onNavigate={() => setDrawerOpen(false)}
          />
        </Offcanvas.Body>
      </Offcanvas>

      <div className="email-main">
        <div className="email-search">
          <button
            type="button"
            className="btn btn-icon d-lg-none"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('drawer.open')}
            aria-expanded={isDrawerOpen}
          >
            <Menu size={20} aria-hidden="true" />
          </button>
          <h1 className="h5 mb-0 email-title">{title}</h1>
          <div className="position-relative flex-grow-1">
            <Search size={16} aria-hidden="true" className="email-search-icon" />
            <input
              ref={searchRef}
              type="search"
              className="form-control email-search-input"
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              aria-keyshortcuts="/"
              value={query}
              onChange={(e) => dispatch(queryChanged(e.target.value))}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && query) {
                  e.preventDefault();
                  dispatch(queryChanged(''));
                } else if (e.key === 'ArrowDown' && filteredMails[0]) {
                  e.preventDefault();
                  focusRow(filteredMails[0].id);
                }
              }}
            />
          </div>
          <button
            type="button"
            className="btn btn-icon"
            onClick={() => setShowHelp(true)}
            aria-label={t('keyboard.open')}
            title={t('keyboard.open')}
          >
            <Keyboard size={20} aria-hidden="true" />
          </button>
        </div>

        {!openMail && !(isError && !data) ? (
          <div className="email-toolbar">
            <input
              type="checkbox"
              className="form-check-input mt-0"
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = someSelected;
              }}
              disabled={visibleIds.length === 0}
              onChange={() =>
                dispatch(allSelected ? selectionCleared() : allMailsSelected(visibleIds))
              }
              aria-label={allSelected ? t('list.selectNone') : t('list.selectAll')}
            />
            {selectedVisible.length > 0 ? (
              <>
                <span className="small text-body-secondary" aria-live="polite">
                  {t('list.selectedCount', { count: selectedVisible.length })}
                </span>
                <MailActions
                  currentFolder={currentFolder}
                  activeLabels={commonLabels}
                  count={selectedVisible.length}
                  unread={selectionUnread}
                  moveOpen={chooser !== null && chooser.row === null}
                  onMoveOpenChange={(open) =>
                    setChooser(open ? { ids: selectedVisible, row: null } : null)
                  }
                  onMove={(folder) => moveAway(folder, selectedVisible)}
                  onToggleLabel={toggleLabel}
                  onMarkUnread={setUnreadFlag}
                />
              </>
            ) : isLoading ? (
              <span className="placeholder col-2 rounded" aria-hidden="true" />
            ) : (
              <span className="small text-body-secondary">
                {t('list.count', { count: filteredMails.length })}
              </span>
            )}
            <button
              type="button"
              className="btn btn-icon ms-auto"
              onClick={() => void refetch()}
              aria-label={t('list.refresh')}
              title={t('list.refresh')}
              disabled={isFetching}
            >
              <RotateCw size={18} aria-hidden="true" />
            </button>
          </div>
        ) : null}

        <div className="email-content" aria-busy={isLoading || undefined}>
          {content}
        </div>
      </div>

      {compose ? (
        <Suspense fallback={null}>
          <ComposeModal key={compose.key} draft={compose.draft} onClose={() => setCompose(null)} />
        </Suspense>
      ) : null}
      <FolderChooser
        id="email-row-folders"
        show={chooser?.row != null}
        target={chooser?.row ?? null}
        folders={moveTargets(rowFolder)}
        count={chooser?.ids.length ?? 0}
        onChoose={(folder) => {
          const ids = chooser?.ids ?? [];
          setChooser(null);
          moveAway(folder, ids);
        }}
        onCancel={() => setChooser(null)}
      />
      <KeyboardHelp show={showHelp} onHide={() => setShowHelp(false)} />
      <EmailNotices />
    </div>
  );
}
