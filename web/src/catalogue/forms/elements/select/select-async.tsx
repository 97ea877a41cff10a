import { useCallback, useId, useState } from 'react';
import AsyncSelect from 'react-select/async';
import { useAppDispatch } from '@/lib/store/hooks';
import { formsUsersApi } from '../../users-api';
import { useSelectTheme } from './select-theme';

interface UserOption {
  value: number;
  label: string;
  email: string;
}

/**
 * Options fetched as you type from the mock's users (`GET /api/users/list?q=`), with loading
 * and failure messages; the first ten users are offered before typing.
 */
export function SelectAsync() {
  const theme = useSelectTheme();
  const id = useId();
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<UserOption | null>(null);

  const loadOptions = useCallback(
    async (input: string): Promise<UserOption[]> => {
      const request = dispatch(formsUsersApi.endpoints.searchDemoUsers.initiate(input.trim()));
      try {
        const users = await request.unwrap();
        setFailed(false);
        return users.map((user) => ({ value: user.id, label: user.name, email: user.email }));
      } catch {
        setFailed(true);
        return [];
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch],
  );

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-async`}>
        County staff member
      </label>
      <AsyncSelect<UserOption>
        {...theme}
        inputId={`${id}-async`}
        cacheOptions
        defaultOptions
        loadOptions={loadOptions}
        value={chosen}
        onChange={setChosen}
        isClearable
        placeholder="Search by name or email…"
        loadingMessage={() => 'Looking up users…'}
        noOptionsMessage={({ inputValue }) =>
          failed ? 'The users could not be loaded.' : `Nobody matches “${inputValue}”`
        }
        formatOptionLabel={(option, { context }) =>
          context === 'menu' ? (
            <span className="d-flex flex-column">
              <span>{option.label}</span>
              <small className="opacity-75">{option.email}</small>
            </span>
          ) : (
            option.label
          )
        }
      />
      <p className="form-text mb-0" aria-live="polite">
        {chosen ? `${chosen.label} <${chosen.email}>` : 'Nobody chosen yet.'}
      </p>
    </div>
  );
}
