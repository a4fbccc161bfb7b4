"""Work orders: the canonical model and the file-backed repository behind `workorders_get_workorder_by_id`.

One bad entry never takes the source down: entries that do not validate (a window that ends before it starts,
an unknown field, ...) are quarantined at load with the field and the problem, logged once, listed by
`permitflow doctor`, and asking for one by id is invalid input naming its field; the good entries load.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from common.failures import ErrorCode, InvalidInput, PermitFlowError
from common.ids import WORK_ORDER_ID_PATTERN, is_work_order_id
from common.limits import EQUIPMENT_MAX, ID_CHARS, NAME_CHARS, TEXT_CHARS, TITLE_CHARS

log = logging.getLogger(__name__)


class TimeWindow(BaseModel):
    start: datetime
    end: datetime

    @model_validator(mode="after")
    def _ordered(self) -> TimeWindow:
        if self.end <= self.start:
            raise ValueError("timeWindow.end must be after timeWindow.start")
        return self


class WorkOrder(BaseModel):
    """The normalized work order every agent and tool sees."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=WORK_ORDER_ID_PATTERN)
    title: str = Field(min_length=1, max_length=TITLE_CHARS)
    description: str = Field(max_length=TEXT_CHARS)
    site: str = Field(min_length=1, max_length=NAME_CHARS)
    area: str = Field(min_length=1, max_length=NAME_CHARS)
    equipment: list[Annotated[str, Field(max_length=TITLE_CHARS)]] = Field(
        default_factory=list, max_length=EQUIPMENT_MAX
    )
    timeWindow: TimeWindow
    jobPlan: str = Field(default="", max_length=TEXT_CHARS)
    latitude: float = Field(ge=-90, le=90)
    longitude: float = Field(ge=-180, le=180)


class WorkOrderSummary(BaseModel):
    """One line of `workorders_list`: enough to pick a work order, not the whole record."""

    id: str = Field(pattern=WORK_ORDER_ID_PATTERN)
    title: str = ""
    site: str = ""
    area: str = ""
    quarantined: str | None = Field(
        default=None,
        description="why this entry of the source was quarantined at load; asking for it gives ERR_INVALID_INPUT",
    )


class WorkOrderPage(BaseModel):
    """A bounded page of work orders in file order; `nextOffset` is where the next page starts (null at the end)."""

    workOrders: list[WorkOrderSummary]
    total: int = Field(ge=0, description="how many work orders there are in all")
    nextOffset: int | None = None


class InvalidWorkOrderId(InvalidInput):
    def __init__(self, work_order_id: str) -> None:
        super().__init__(
            f"invalid work order id {work_order_id[:ID_CHARS]!r}: use letters, digits, '-' and '_' only "
            "(at most 64 characters)"
        )


class WorkOrderNotFound(PermitFlowError, LookupError):
    code = ErrorCode.ERR_WORKORDER_NOT_FOUND

    def __init__(self, work_order_id: str) -> None:
        super().__init__(f"work order {work_order_id!r} not found", workOrderId=work_order_id)
        self.work_order_id = work_order_id


class WorkOrderFileError(PermitFlowError, ValueError):
    """The work-order file is missing or malformed as a whole (not a JSON array); raised at load, naming the file."""

    code = ErrorCode.ERR_STORE_UNAVAILABLE


class WorkOrderProblem(BaseModel):
    """One quarantined entry of the work-order source: where it is, what it is called, what is wrong."""

    source: str
    index: int
    workOrderId: str | None
    field: str
    problem: str

    def describe(self) -> str:
        name = self.workOrderId or f"entry #{self.index}"
        return f"work order {name} (#{self.index} in {self.source}) is invalid: {self.field}: {self.problem}"


class WorkOrderInvalid(InvalidInput):
    """The asked-for work order is in the source but was quarantined at load (ERR_INVALID_INPUT, naming the field)."""

    def __init__(self, problem: WorkOrderProblem) -> None:
        super().__init__(
            problem.describe(), workOrderId=problem.workOrderId, field=problem.field, problem=problem.problem
        )
        self.problem = problem


class WorkOrderRepository:
    def __init__(self, work_orders: list[WorkOrder], problems: list[WorkOrderProblem] | None = None) -> None:
        self._by_id = {wo.id: wo for wo in work_orders}
        self.problems = problems or []
        self._invalid = {p.workOrderId: p for p in self.problems if p.workOrderId and p.workOrderId not in self._by_id}
        self._listing = self._in_file_order(work_orders)

    def _in_file_order(self, work_orders: list[WorkOrder]) -> list[WorkOrderSummary]:
        """Every entry a caller can ask for, as the source lists them: loaded ones and quarantined ones (by id)."""
        bad = {p.index: p for p in self.problems}
        good = iter(work_orders)
        listing = []
        for index in range(len(work_orders) + len(self.problems)):
            if index in bad:
                problem = bad[index]
                if problem.workOrderId in self._invalid:
                    listing.append(WorkOrderSummary(id=problem.workOrderId, quarantined=problem.describe()))
            else:
                order = next(good)
                listing.append(WorkOrderSummary(id=order.id, title=order.title, site=order.site, area=order.area))
        return listing

    @classmethod
    def from_file(cls, path: Path) -> WorkOrderRepository:
        try:
            raw = json.loads(Path(path).read_text(encoding="utf-8"))
        except FileNotFoundError as exc:
            raise WorkOrderFileError(f"work-order file {path} does not exist") from exc
        except json.JSONDecodeError as exc:
            raise WorkOrderFileError(
                f"work-order file {path} is not valid JSON: {exc.msg} at line {exc.lineno}"
            ) from exc
        if not isinstance(raw, list):
            raise WorkOrderFileError(f"work-order file {path} must hold a JSON array")
        orders: list[WorkOrder] = []
        problems: list[WorkOrderProblem] = []
        for index, entry in enumerate(raw):
            try:
                orders.append(WorkOrder.model_validate(entry))
            except ValidationError as exc:
                first = exc.errors(include_input=False, include_url=False)[0]
                raw_id = entry.get("id") if isinstance(entry, dict) else None
                problem = WorkOrderProblem(
                    source=str(path), index=index,
                    workOrderId=raw_id if isinstance(raw_id, str) and is_work_order_id(raw_id) else None,
                    field=".".join(str(p) for p in first["loc"]) or "entry", problem=first["msg"],
                )  # fmt: skip
                log.warning("quarantined: %s", problem.describe())
                problems.append(problem)
        return cls(orders, problems)

    def get(self, work_order_id: str) -> WorkOrder:
        """The work order with this id; InvalidWorkOrderId or WorkOrderNotFound (each with its code) otherwise."""
        if not is_work_order_id(work_order_id):
            raise InvalidWorkOrderId(work_order_id)
        try:
            return self._by_id[work_order_id]
        except KeyError:
            if work_order_id in self._invalid:
                raise WorkOrderInvalid(self._invalid[work_order_id]) from None
            raise WorkOrderNotFound(work_order_id) from None

    def ids(self) -> list[str]:
        return list(self._by_id)

    def page(self, offset: int, limit: int) -> WorkOrderPage:
        """Entries [offset, offset + limit) in file order, as summaries; quarantined ones say why."""
        end = offset + limit
        total = len(self._listing)
        return WorkOrderPage(workOrders=self._listing[offset:end], total=total, nextOffset=end if end < total else None)
