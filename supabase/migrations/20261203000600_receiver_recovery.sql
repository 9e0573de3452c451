-- A receiver that answers again brings its backlog forward (issue 44 item 1;
-- docs/decisions/0066-a-receiver-that-is-back-brings-its-backlog-forward.md).
-- Mirrors migrations/0036_receiver_recovery.sql (D1).
--
-- last_attempt_at: when the last attempt was claimed. forwarded_from: the time an event was due
-- before it was brought forward (null when it was not, in this step of the schedule): at most one
-- early attempt per step. forwards: the early attempts made, which the schedule does not count
-- (its step and the give-up are attempts - forwards).
--
-- claim_due_lead_events keeps its signature (a new body); record_lead_delivery now answers how
-- many events a delivery brought forward (a new return type, so dropped and made again with the
-- same grants); probe_lead_receiver is new. All security definer, executable by service_role only;
-- bring_forward_lead_events, which both call, by nobody directly.

alter table public.lead_events
  add column last_attempt_at timestamptz,
  add column forwarded_from timestamptz,
  add column forwards integer not null default 0 check (forwards >= 0);
-- Waiting events tried before this column: their last claim was at or after their creation.
update public.lead_events set last_attempt_at = created_at
 where attempts > 0 and delivered_at is null and next_attempt_at is not null;
-- "Was anything delivered since this event failed?" reads a range of delivery times.
create index lead_events_delivered on public.lead_events (delivered_at) where delivered_at is not null;

-- As before (20261124000400_lead_events.sql), and: an event due before the time it was brought
-- forward from makes an early attempt, counted in `forwards`, that keeps its place in the
-- schedule (p_delays[1], the lease, at least); any other claim is the schedule's next step.
create or replace function public.claim_due_lead_events(p_now timestamptz, p_limit integer, p_delays integer[])
returns table (id uuid, type text, data jsonb, created_at timestamptz, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_now is null or p_delays is null or coalesce(array_length(p_delays, 1), 0) = 0 then
    raise exception 'a time and a retry schedule are required';
  end if;
  return query
    update public.lead_events e
       set attempts = e.attempts + 1,
           last_attempt_at = p_now,
           forwards = e.forwards + case when e.forwarded_from > e.next_attempt_at then 1 else 0 end,
           next_attempt_at = case
             when e.forwarded_from > e.next_attempt_at
               then greatest(e.forwarded_from, p_now + make_interval(secs => p_delays[1]))
             else p_now + make_interval(secs => p_delays[least(greatest(e.attempts - e.forwards + 1, 1), array_length(p_delays, 1))])
           end,
           forwarded_from = case when e.forwarded_from > e.next_attempt_at then e.forwarded_from end
     where e.id in (
       select d.id from public.lead_events d
        where d.next_attempt_at is not null and d.next_attempt_at <= p_now
        order by d.next_attempt_at
        limit greatest(1, least(coalesce(p_limit, 3), 10))
        for update skip locked)
    returning e.id, e.type, e.data, e.created_at, e.attempts;
end;
$$;

-- Brings forward, to p_now, at most p_limit (null: all) of the events a receiver that answers
-- again brings forward, due soonest first; answers how many. p_lease is the claim's lease in
-- seconds. Those events are: waiting, failed for want of an answer or with a 5xx, last attempted
-- at least a lease ago (not in flight), not yet brought forward in this step, and with nothing
-- delivered between that failure and now (else the receiver was up and the failure was the
-- event's own: a poison event keeps its schedule). Only the definer functions below call it.
create function public.bring_forward_lead_events(p_now timestamptz, p_lease integer, p_limit integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_forwarded integer;
begin
  update public.lead_events e
     set forwarded_from = e.next_attempt_at, next_attempt_at = p_now
   where e.id in (
     select w.id from public.lead_events w
      where w.next_attempt_at > p_now and w.forwarded_from is null and w.delivered_at is null
        and w.last_attempt_at <= p_now - make_interval(secs => p_lease)
        and (w.last_status is null or w.last_status >= 500)
        and not exists (
          select 1 from public.lead_events s
           where s.delivered_at >= w.last_attempt_at and s.delivered_at < p_now)
      order by w.next_attempt_at
      limit p_limit
      for update skip locked);
  get diagnostics v_forwarded = row_count;
  return v_forwarded;
end;
$$;
revoke execute on function public.bring_forward_lead_events(timestamptz, integer, integer) from public, anon, authenticated, service_role;

drop function public.record_lead_delivery(uuid, boolean, integer, text, timestamptz, integer);

-- An attempt's outcome: delivered, or failed (given up, next_attempt_at null, after
-- p_max_attempts of the schedule). A delivery also brings forward, in the same transaction, the
-- events waiting for the receiver; answers how many.
create function public.record_lead_delivery(
  p_id uuid,
  p_delivered boolean,
  p_status integer,
  p_error text,
  p_now timestamptz,
  p_max_attempts integer,
  p_lease integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.lead_events e
     set delivered_at = case when p_delivered then p_now else e.delivered_at end,
         next_attempt_at = case
           when p_delivered or e.attempts - e.forwards >= p_max_attempts then null
           else e.next_attempt_at end,
         last_status = p_status,
         last_error = case when p_delivered then null else left(p_error, 500) end
   where e.id = p_id and e.delivered_at is null;
  return case when p_delivered then public.bring_forward_lead_events(p_now, p_lease, null) else 0 end;
end;
$$;

-- A run of the clock that found nothing due asks whether the receiver is back with one real
-- delivery: the waiting event due soonest is brought forward. Answers 1 when one was, else 0.
create function public.probe_lead_receiver(p_now timestamptz, p_lease integer)
returns integer
language sql
security definer
set search_path = ''
as $$
  select public.bring_forward_lead_events(p_now, p_lease, 1);
$$;

revoke execute on function public.record_lead_delivery(uuid, boolean, integer, text, timestamptz, integer, integer) from public, anon, authenticated;
grant execute on function public.record_lead_delivery(uuid, boolean, integer, text, timestamptz, integer, integer) to service_role;
revoke execute on function public.probe_lead_receiver(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.probe_lead_receiver(timestamptz, integer) to service_role;
