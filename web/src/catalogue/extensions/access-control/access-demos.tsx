import { Ability, AbilityBuilder, subject, type MatchConditions } from '@casl/ability';
import { Check, X } from 'lucide-react';
import { useMemo } from 'react';
import { Badge, Button, ButtonGroup, Table } from 'react-bootstrap';
import { useAbility } from '@/hooks/use-ability';
import { canView } from '@/lib/ability';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { DEFAULT_ROLE, ROLES, type Role } from '@/lib/roles';

/** The app's role, read and changed through the auth state (the same action the shell uses). */
function useRole(): [Role, (r: Role) => void] {
  const role = useAppSelector((s) => s.auth?.userRole ?? DEFAULT_ROLE);
  const dispatch = useAppDispatch();
  return [role, (r) => dispatch({ type: 'auth/changeRole', payload: r })];
}

/** Switches the role for the whole app: the menus and every check on this page follow at once. */
export function RoleSwitch() {
  const [role, setRole] = useRole();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <ButtonGroup aria-label="Role">
        {ROLES.map((r) => (
          <Button
            key={r}
            variant={r === role ? 'primary' : 'outline-primary'}
            aria-pressed={r === role}
            onClick={() => setRole(r)}
          >
            {r}
          </Button>
        ))}
      </ButtonGroup>
      <span role="status">
        Current role: <Badge bg="secondary">{role}</Badge>
      </span>
    </div>
  );
}

const PAGES = [
  { title: 'Dashboard', permissions: undefined },
  { title: 'Analytics', permissions: ['admin', 'editor'] as const },
  { title: 'User list', permissions: ['admin'] as const },
  { title: 'Roles and permissions', permissions: ['admin'] as const },
  { title: 'Email', permissions: ['admin', 'editor'] as const },
];

/** The app's own ability (lib/ability.ts): which pages the current role may open. */
export function VisiblePages() {
  const ability = useAbility();
  return (
    <ul className="list-unstyled mb-0">
      {PAGES.map((p) => {
        const ok = canView(ability, p);
        return (
          <li key={p.title} className="d-flex align-items-center gap-2 py-1">
            {ok ? (
              <Check size={16} className="text-success" aria-hidden="true" />
            ) : (
              <X size={16} className="text-danger" aria-hidden="true" />
            )}
            <span>{p.title}</span>
            <span className="visually-hidden">{ok ? 'visible' : 'hidden'}</span>
            <small className="text-body-secondary ms-auto">
              {p.permissions ? p.permissions.join(', ') : 'everyone'}
            </small>
          </li>
        );
      })}
    </ul>
  );
}

type Action = 'read' | 'update' | 'delete' | 'export';
interface Project {
  code: string;
  ward: string;
}
type ProjectAbility = Ability<
  [Action, 'Project' | (Project & { __caslSubjectType__: 'Project' })],
  MatchConditions
>;

/** Rules with conditions: an editor may update only the projects of their own ward, and not delete. */
function projectAbilityFor(role: Role): ProjectAbility {
  const { can, build } = new AbilityBuilder<ProjectAbility>(Ability);
  can(['read', 'export'], 'Project');
  if (role === 'admin') can(['update', 'delete'], 'Project');
  else can('update', 'Project', (p: Project) => p.ward === 'Wote/Nziu');
  return build({ conditionsMatcher: (c: MatchConditions) => c });
}

const PROJECTS: Project[] = [
  { code: 'WAT-101', ward: 'Wote/Nziu' },
  { code: 'HLT-214', ward: 'Kisau/Kiteta' },
];

/** Buttons shown or disabled by what the role may do to each project. */
export function ProjectActions() {
  const [role] = useRole();
  const ability = useMemo(() => projectAbilityFor(role), [role]);
  const actions: Action[] = ['read', 'update', 'delete', 'export'];
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle mb-0">
        <caption className="caption-top">The editor works in Wote/Nziu</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col">Ward</th>
            {actions.map((a) => (
              <th key={a} scope="col">
                {a}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PROJECTS.map((p) => (
            <tr key={p.code}>
              <th scope="row">{p.code}</th>
              <td>{p.ward}</td>
              {actions.map((a) => {
                const ok = ability.can(a, subject('Project', { ...p }));
                return (
                  <td key={a}>
                    <Button
                      size="sm"
                      variant={ok ? 'outline-primary' : 'outline-secondary'}
                      disabled={!ok}
                      aria-label={`${a} ${p.code}${ok ? '' : ' (not allowed)'}`}
                    >
                      {a}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
