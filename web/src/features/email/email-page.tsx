import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmailFolder, Mail } from '@app/common/apps/email';
import { AppSidebar } from '@/components/app-sidebar';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import '@/styles/bootstrap-extras.scss';
import { useGetMailsQuery } from './api/email-api';
import { EmailNotices } from './components/email-notices';
import { KeyboardHelp } from './components/keyboard-help';
import { MailList, MailListSkeleton } from './components/mail-list';
import { MailSearchBar } from './components/mail-search-bar';
import { MailSidebar } from './components/mail-sidebar';
import { MailToolbar } from './components/mail-toolbar';
import { useMailCommands } from './hooks/use-mail-commands';
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
import { focusRow, rowOf } from './lib/mail-focus';
import { fullTime } from './lib/mail-time';
import {
  mailOpened,
  mailSelectionToggled,
  paramsChanged,
  queryChanged,
  selectEmailState,
  selectOpenMailId,
} from './store/email-slice';
import './email.scss';

const ComposeModal = lazy(() => import('./components/compose-modal'));
// After the list's first paint: an open mail's view, with the HTML sanitiser it alone needs. It
// is asked for as soon as the page is up, so opening a mail does not wait for it.
const loadMailView = () => import('./components/mail-view');
const MailView = lazy(() => loadMailView().then((m) => ({ default: m.MailView })));

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

  // Actions on the open mail, else on the selection.
  const targets = openMail ? [openMail.id] : selectedEmails;
  const { toggleStar, moveAway, toggleLabel, setUnreadFlag, markRead } = useMailCommands({
    mails: data?.emails,
    listed: filteredMails,
    filter,
    targets,
    isMailOpen: openMail !== undefined,
    onCursor: setCursorId,
  });

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
      markRead(mail);
    },
    [dispatch, markRead, startCompose],
  );

  const closeMail = useCallback(() => {
    const id = openMailId;
    dispatch(mailOpened(null));
    if (id !== null) requestAnimationFrame(() => focusRow(id));
  }, [dispatch, openMailId]);

  const toggleSelect = useCallback((id: number) => dispatch(mailSelectionToggled(id)), [dispatch]);

  const selectedVisible = selectedEmails.filter((id) =>
    filteredMails.some((mail) => mail.id === id),
  );
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

  useEffect(() => {
    void loadMailView();
  }, []);

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
  const currentFolder: EmailFolder | undefined =
    params.folder && params.folder !== 'starred' ? params.folder : undefined;

  const firstMail = filteredMails[0];
  /** The line above a quoted or forwarded mail: who wrote it, and when. */
  const quoteHeader = (key: 'compose.quoteHeader' | 'compose.forwardHeader', mail: Mail) =>
    t(key, { date: fullTime(mail.time, locale), name: mail.sender_name });
  const rowFolder = filteredMails.find((mail) => mail.id === chooser?.ids[0])?.mailFolder;

  let content;
  if (isLoading) {
    content = <MailListSkeleton />;
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
      <Suspense fallback={<MailListSkeleton />}>
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
            startCompose(replyDraft(openMail, quoteHeader('compose.quoteHeader', openMail)))
          }
          onForward={() =>
            startCompose(forwardDraft(openMail, quoteHeader('compose.forwardHeader', openMail)))
          }
        />
      </Suspense>
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
      <AppSidebar
        show={isDrawerOpen}
        onHide={() => setDrawerOpen(false)}
        title={t('drawer.title')}
        closeLabel={t('drawer.close')}
        className="email-sidebar"
        bodyClassName="p-0 d-block"
      >
        <MailSidebar
          onCompose={() => startCompose(EMPTY_DRAFT)}
          onNavigate={() => setDrawerOpen(false)}
        />
      </AppSidebar>

      <div className="email-main">
        <MailSearchBar
          title={title}
          searchRef={searchRef}
          isDrawerOpen={isDrawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          onToFirstMail={firstMail ? () => focusRow(firstMail.id) : undefined}
          onShowHelp={() => setShowHelp(true)}
        />

        {!openMail && !(isError && !data) ? (
          <MailToolbar
            mails={filteredMails}
            selectedIds={selectedVisible}
            currentFolder={currentFolder}
            isLoading={isLoading}
            isFetching={isFetching}
            moveOpen={chooser !== null && chooser.row === null}
            onMoveOpenChange={(open) =>
              setChooser(open ? { ids: selectedVisible, row: null } : null)
            }
            onMove={(folder) => moveAway(folder, selectedVisible)}
            onToggleLabel={toggleLabel}
            onMarkUnread={setUnreadFlag}
            onRefresh={() => void refetch()}
          />
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
