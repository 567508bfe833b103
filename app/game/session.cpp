// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/session.h"

#include "app/game/replay.h"

#include "engine/bots.h"

#include <QCoreApplication>
#include <QDateTime>

namespace quantum {

namespace {
// The events after which the end-of-game chart takes a point.
bool endsTurn(EventType t)
{
    return t == EventType::TurnEnded || t == EventType::GameWon || t == EventType::TurnLimit;
}

// Events that rolled a die or shuffled a deck: a mirror sees no generator, so these tell it
// that the authority's undo rule no longer allows going back.
bool rolled(const Events &events)
{
    for (const Event &e : events) {
        switch (e.type) {
        case EventType::SetupRolled:
        case EventType::SetupRerolled:
        case EventType::RollOff:
        case EventType::ShipRolled:
        case EventType::CombatRolled:
        case EventType::CombatRerolled:
        case EventType::ShipDestroyed:
        case EventType::BothDestroyed:
        case EventType::DeckReshuffled:
        case EventType::DecksDealt:
        case EventType::ExpansionShip:
            return true;
        default:
            break;
        }
    }
    return false;
}

// A mirror's seat played at another computer: the authority waits for it, not this session.
class ElsewhereSeat : public Seat {
public:
    using Seat::Seat;
    bool isRemote() const override { return true; }
    void decide(Session &, int) override {}
};
} // namespace

Session::Session(BoardPtr board, const QList<SeatInfo> &seats, quint64 seed,
                 ComputerSeat::Threading threading, QObject *parent)
    : QObject(parent), m_dice(seed), m_seed(seed)
{
    m_state = newGame(std::move(board), m_dice, &m_events);
    init(seats, threading);
}

Session::Session(const SavedGame &saved, ComputerSeat::Threading threading, QObject *parent)
    : QObject(parent), m_state(saved.state), m_dice(0), m_version(saved.version)
{
    m_dice.rng().setState(saved.rngState);
    if (!replay(saved)) { // the game goes on from the saved position, without its past
        m_state = saved.state;
        m_dice.rng().setState(saved.rngState);
        m_events.clear();
        m_history.clear();
        m_version = saved.version;
    }
    init(saved.seats, threading);
}

// Plays the saved history again from its seed through the rules, each action checked as
// legal; it stands only when it arrives at the saved position and generator state exactly.
// Then the log and the charts go back to the first turn.
bool Session::replay(const SavedGame &saved)
{
    if (!saved.seed) return false;
    SeededDice dice(*saved.seed);
    Events events;
    m_history.clear();
    size_t played = 0;
    const bool legal = replayGame(
        saved.state.board, *saved.seed, saved.actions, m_state, dice, events,
        [this, &played](size_t step, const GameState &, const Events &all, size_t first) {
            played = step;
            if (step == 0) return recordStats();
            for (size_t i = first; i < all.size(); ++i)
                if (endsTurn(all[i].type)) recordStats();
        });
    if (!legal) {
        m_historyLost = QCoreApplication::translate(
                            "Session", "action %1 of %2 in its history is not legal where it stands")
                            .arg(played + 1)
                            .arg(saved.actions.size());
        return false;
    }
    if (!(m_state == saved.state) || dice.rng().state() != saved.rngState) {
        m_historyLost = QCoreApplication::translate(
            "Session", "its history does not arrive at the position it saved");
        return false;
    }
    m_events = std::move(events);
    m_dice = dice;
    m_seed = saved.seed;
    m_actions = saved.actions;
    m_version = quint64(m_actions.size());
    return true;
}

Session::Session(const GameState &state, const QList<SeatInfo> &seats, const Events &events,
                 quint64 version, int localSeat, RemoteAuthority *authority, QObject *parent)
    : QObject(parent), m_state(state), m_dice(0), m_events(events), m_version(version),
      m_authority(authority)
{
    m_infos = seats;
    while (m_infos.size() < m_state.players)
        m_infos.append(SeatInfo::human());
    while (m_infos.size() > m_state.players)
        m_infos.removeLast();
    for (int i = 0; i < m_state.players; ++i)
        m_seats.emplace_back(i == localSeat ? static_cast<Seat *>(new HumanSeat)
                                            : static_cast<Seat *>(new ElsewhereSeat));
    legalActions(m_state, m_legal);
    recordStats();
}

Session::~Session()
{
    for (auto &seat : m_seats)
        seat->stop();
}

void Session::init(const QList<SeatInfo> &seats, ComputerSeat::Threading threading)
{
    m_threading = threading;
    m_infos = seats;
    while (m_infos.size() < m_state.players)
        m_infos.append(SeatInfo::human());
    while (m_infos.size() > m_state.players)
        m_infos.removeLast();
    for (int i = 0; i < m_state.players; ++i) {
        Seat *seat = nullptr;
        if (m_infos[i].isComputer())
            seat = ComputerSeat::make(m_infos[i].bot, 1000 + i, threading);
        if (!seat) { // a human, or a bot this version does not know: the greedy one
            seat = m_infos[i].isComputer()
                       ? ComputerSeat::make(kDefaultBot, 1000 + i, threading)
                       : static_cast<Seat *>(new HumanSeat);
            if (m_infos[i].isComputer()) m_infos[i].bot = kDefaultBot;
        }
        m_seats.emplace_back(seat);
        watchSeat(seat);
    }
    legalActions(m_state, m_legal);
    if (m_history.isEmpty()) recordStats(); // the chart starts here (a replay filled it)
}

void Session::watchSeat(Seat *seat)
{
    connect(seat, &Seat::thinkingChanged, this, &Session::thinkingChanged);
}

const Seat *Session::seat(int index) const
{
    return index >= 0 && size_t(index) < m_seats.size() ? m_seats[size_t(index)].get() : nullptr;
}

QString Session::playerName(int player) const
{
    if (player < 0 || player >= m_infos.size()) return tr("Nobody");
    return m_infos[player].displayName(player);
}

QStringList Session::playerNames() const
{
    QStringList names;
    for (int i = 0; i < m_infos.size(); ++i)
        names.append(playerName(i));
    return names;
}

bool Session::isLocalHuman(int seat) const
{
    const Seat *s = this->seat(seat);
    return s && s->isLocalHuman();
}

int Session::localHumanCount() const
{
    int n = 0;
    for (const auto &s : m_seats)
        n += s->isLocalHuman();
    return n;
}

bool Session::computerThinking() const
{
    for (const auto &s : m_seats)
        if (s->isThinking()) return true;
    return false;
}

Session::Result Session::submit(int seat, const Action &action)
{
    if (isOver()) return Result::GameOver;
    if (isPaused()) return Result::Paused;
    if (seat != toAct() || action.player != seat) return Result::NotDue;
    const Action *legal = findLegal(m_legal, action);
    if (!legal) return Result::Illegal;
    if (m_authority) { // a mirror: the authority decides, once per position
        if (m_sentSerial == m_serial || !isLocalHuman(seat)) return Result::NotDue;
        m_sentSerial = m_serial;
        m_authority->sendIntent(seat, *legal);
        return Result::Sent;
    }
    applyAction(*legal); // a copy: m_legal is rebuilt on the way
    return Result::Applied;
}

Refusal Session::whyRefused(int seat, const Action &action) const
{
    if (isOver()) return {RefusalId::GameOver};
    if (seat != toAct())
        return {RefusalId::NotYourDecision, int16_t(toAct()), int16_t(seat)};
    if (action.player != seat)
        return {RefusalId::NotYourDecision, int16_t(toAct()), int16_t(action.player)};
    if (findLegal(m_legal, action)) return {};
    const Refusal why = whyIllegal(m_state, action);
    return why.ok() ? Refusal{RefusalId::NotLegal} : why;
}

void Session::applyAction(Action action)
{
    const GameState before = m_state;
    const quint64 rngBefore = rngState();
    const size_t eventsBefore = m_events.size();
    const int actor = toAct();

    Events events;
    apply(m_state, action, m_dice, &events);
    m_events.insert(m_events.end(), events.begin(), events.end());
    if (m_seed) m_actions.push_back(action);
    ++m_version;
    ++m_serial;

    // Undo within a turn: only while no die was rolled (the generator did not move), no card
    // was revealed (the market did not change) and the same player keeps deciding; never a
    // computer's action.
    if (rngState() == rngBefore && m_state.market == before.market && toAct() == actor &&
        m_state.turn == before.turn && !m_seats[size_t(actor)]->isComputer() && !isOver())
        m_undo.append(UndoStep{before, rngBefore, eventsBefore, actor});
    else
        m_undo.clear();

    legalActions(m_state, m_legal);
    for (const Event &e : events)
        if (endsTurn(e.type)) recordStats();
    emit applied(action, events, m_version);
    if (isOver()) {
        for (auto &s : m_seats)
            s->stop();
        emit gameOver(m_state.winner);
        return;
    }
    askDue();
}

bool Session::canUndo(int seat) const
{
    if (m_authority) return !isPaused() && seat >= 0 && m_remoteUndoSeat == seat && toAct() == seat;
    return !m_paused && !m_undo.isEmpty() && m_undo.last().seat == seat && toAct() == seat;
}

bool Session::undo(int seat)
{
    if (!canUndo(seat)) return false;
    if (m_authority) { // the authority undoes and sends its position (resetRemote)
        m_authority->requestUndo(seat);
        return true;
    }
    const UndoStep step = m_undo.takeLast();
    m_state = step.state;
    m_dice.rng().setState(step.rng);
    m_events.resize(step.events);
    if (m_seed && !m_actions.empty()) m_actions.pop_back();
    --m_version;
    changedWholesale();
    return true;
}

void Session::changedWholesale()
{
    ++m_serial;
    legalActions(m_state, m_legal);
    emit reset();
    askDue();
}

void Session::start()
{
    m_started = true;
    askDue();
}

void Session::setPaused(bool paused)
{
    if (paused == m_paused) return;
    m_paused = paused;
    if (paused) {
        for (auto &s : m_seats)
            s->stop();
        m_askedSerial = 0;
    } else {
        askDue();
    }
}

std::unique_ptr<Seat> Session::replaceSeat(int index, std::unique_ptr<Seat> seat)
{
    if (index < 0 || size_t(index) >= m_seats.size() || !seat) return nullptr;
    m_seats[size_t(index)]->stop();
    std::unique_ptr<Seat> old = std::move(m_seats[size_t(index)]);
    disconnect(old.get(), &Seat::thinkingChanged, this, &Session::thinkingChanged);
    m_seats[size_t(index)] = std::move(seat);
    watchSeat(m_seats[size_t(index)].get());
    if (toAct() == index) {
        m_askedSerial = 0; // ask the newcomer
        askDue();
    }
    return old;
}

bool Session::handToComputer(int index, const QString &bot)
{
    if (m_authority) return false; // the authority's seats are its own to hand over
    if (index < 0 || index >= m_infos.size()) return false;
    std::unique_ptr<Seat> seat(ComputerSeat::make(bot, 1000 + quint64(index), m_threading));
    if (!seat) return false;
    m_infos[index].kind = SeatInfo::Kind::Computer;
    m_infos[index].bot = bot;
    m_undo.clear(); // a computer's actions are not undone
    replaceSeat(index, std::move(seat));
    return true;
}

void Session::setSeatInfo(int index, const SeatInfo &info)
{
    if (index >= 0 && index < m_infos.size()) m_infos[index] = info;
}

// Asks the seat due, once per position. A seat may answer inside decide(): the loop then
// asks the next one, so a run of inline computer moves does not nest.
void Session::askDue()
{
    if (m_asking) {
        m_askAgain = true;
        return;
    }
    m_asking = true;
    do {
        m_askAgain = false;
        const int who = toAct();
        if (!m_started || m_paused || who < 0 || m_askedSerial == m_serial) break;
        m_askedSerial = m_serial;
        m_seats[size_t(who)]->decide(*this, who);
    } while (m_askAgain);
    m_asking = false;
}

void Session::recordStats()
{
    TurnStats stats;
    stats.turn = m_state.turn;
    for (int i = 0; i < m_state.players; ++i) {
        stats.cubes[i] = m_state.p[i].cubesPlaced;
        stats.dominance[i] = m_state.p[i].dominance;
        stats.research[i] = m_state.p[i].research;
    }
    m_history.append(stats);
}

SavedGame Session::saved() const
{
    SavedGame save;
    save.state = m_state;
    save.rngState = rngState();
    save.seats = m_infos;
    save.version = m_version;
    save.seed = m_seed;
    save.actions = m_actions;
    save.savedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    return save;
}

void Session::playAhead(const std::function<bool(const Session &)> &stop, int maxSteps)
{
    if (m_authority) return; // a mirror applies nothing itself
    const bool wasPaused = m_paused;
    setPaused(true);
    const quint64 startVersion = m_version;
    auto keepGoing = [&](const Session &se) {
        return !stop(se) && se.version() - startVersion < quint64(qMax(0, maxSteps));
    };
    std::vector<std::unique_ptr<Seat>> real;
    for (int i = 0; i < m_state.players; ++i) {
        auto seat = std::unique_ptr<ComputerSeat>(ComputerSeat::make(
            kPlayAheadBot, 77 + i, ComputerSeat::Threading::Inline));
        seat->setKeepGoing(keepGoing);
        real.push_back(replaceSeat(i, std::move(seat)));
    }
    m_started = true;
    {
        const QSignalBlocker quiet(this); // views rebuild once, on the reset below
        setPaused(false); // the stand-ins answer at once, one after the other
        setPaused(true);
    }
    for (int i = 0; i < m_state.players; ++i)
        replaceSeat(i, std::move(real[size_t(i)]));
    m_undo.clear();
    ++m_serial;
    emit reset();
    setPaused(wasPaused);
}

void Session::applyRemote(const Action &action, const Events &events, const GameState &state,
                          quint64 version)
{
    if (!m_authority) return;
    const GameState before = m_state;
    const int actor = toAct();
    m_state = state;
    m_events.insert(m_events.end(), events.begin(), events.end());
    m_version = version;
    ++m_serial;
    m_sentSerial = 0;
    // The authority's undo rule (applyAction), as far as the public view shows it.
    const bool undoable = actor >= 0 && action.player == actor && toAct() == actor &&
                          m_state.turn == before.turn && m_state.market == before.market &&
                          !m_infos.value(actor).isComputer() && !rolled(events) && !isOver();
    m_remoteUndoSeat = undoable ? actor : -1;
    legalActions(m_state, m_legal);
    for (const Event &e : events)
        if (endsTurn(e.type)) recordStats();
    emit applied(action, events, m_version);
    if (isOver()) emit gameOver(m_state.winner);
}

void Session::resetRemote(const GameState &state, const Events &events, quint64 version)
{
    if (!m_authority) return;
    const bool wasOver = isOver();
    const int due = toAct();
    // An undo back within the same decision may be undone further; the authority says no
    // when it may not.
    const bool backwards = version < m_version && state.toAct() == due && due >= 0;
    m_state = state;
    m_events = events;
    m_version = version;
    m_sentSerial = 0;
    if (!backwards) m_remoteUndoSeat = -1;
    m_history.clear();
    recordStats();
    changedWholesale();
    if (!wasOver && isOver()) emit gameOver(m_state.winner);
}

std::function<bool(const Session &)> humanTurnFrom(const Session &session, int turn)
{
    std::array<bool, kMaxPlayers> human{};
    bool any = false;
    for (int i = 0; i < session.state().players; ++i)
        any = any || (human[size_t(i)] = session.isLocalHuman(i));
    return [human, any, turn](const Session &se) {
        const GameState &s = se.state();
        if (se.isOver()) return true;
        const int who = s.toAct();
        return s.turn >= turn && s.phase == Phase::Actions && !s.front() &&
               (!any || (who >= 0 && human[size_t(who)]));
    };
}

} // namespace quantum
