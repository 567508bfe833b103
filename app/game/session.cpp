// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/game/session.h"

#include "app/game/replay.h"

#include "engine/bots.h"

#include <algorithm>
#include <utility>

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
    : Session(GameStart::quantumOn(std::move(board)), seats, seed, threading, parent)
{
}

Session::Session(const GameStart &start, const QList<SeatInfo> &seats, quint64 seed,
                 ComputerSeat::Threading threading, QObject *parent)
    : QObject(parent), m_dice(seed), m_seed(seed)
{
    m_game = newGame(start, m_dice, &m_events);
    Q_ASSERT(m_game); // the caller checks start.problem()
    init(seats, threading);
}

Session::Session(const SavedGame &saved, ComputerSeat::Threading threading, QObject *parent)
    : QObject(parent), m_game(saved.game()), m_dice(0), m_version(saved.version)
{
    m_dice.rng().setState(saved.rngState);
    const bool replayed = saved.kind == GameKind::Quantum ? replay(saved) : replayAny(saved);
    if (!replayed) { // the game goes on from the saved position, without its past
        m_game = saved.game();
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
    GameState state;
    m_history.clear();
    size_t played = 0;
    const bool legal = replayGame(
        saved.state.board, *saved.seed, saved.actions, state, dice, events,
        [this, &played](size_t step, const GameState &now, const Events &all, size_t first) {
            played = step;
            if (step == 0) return recordStats(now);
            for (size_t i = first; i < all.size(); ++i)
                if (endsTurn(all[i].type)) recordStats(now);
        });
    if (!legal) {
        m_historyLost = QCoreApplication::translate(
                            "Session", "action %1 of %2 in its history is not legal where it stands")
                            .arg(played + 1)
                            .arg(saved.actions.size());
        return false;
    }
    if (!(state == saved.state) || dice.rng().state() != saved.rngState) {
        m_historyLost = QCoreApplication::translate(
            "Session", "its history does not arrive at the position it saved");
        return false;
    }
    m_game = gameOf(std::move(state));
    m_events.quantum = std::move(events);
    m_dice = dice;
    m_seed = saved.seed;
    m_actions.assign(saved.actions.begin(), saved.actions.end());
    m_version = quint64(m_actions.size());
    return true;
}

// A saved game of Qwantum: its history played again from its start through the game core,
// each action checked as legal; it stands only when it arrives at the saved position and
// generator state exactly. (The history of a game of Quantum also brings its chart: replay.)
bool Session::replayAny(const SavedGame &saved)
{
    if (!saved.seed) return false;
    SeededDice dice(*saved.seed);
    AnyEvents events;
    std::unique_ptr<Game> game = newGame(saved.start(), dice, &events);
    if (!game) return false;
    std::vector<AnyAction> actions(saved.qwantumActions.begin(), saved.qwantumActions.end());
    for (size_t i = 0; i < actions.size(); ++i) {
        const int player = std::get<qw::Action>(actions[i]).player;
        if (!game->isLegal(player, actions[i]) || !game->apply(actions[i], dice, &events)) {
            m_historyLost = QCoreApplication::translate(
                                "Session", "action %1 of %2 in its history is not legal where it stands")
                                .arg(i + 1)
                                .arg(actions.size());
            return false;
        }
    }
    if (game->publicJson() != saved.game()->publicJson() || dice.rng().state() != saved.rngState) {
        m_historyLost = QCoreApplication::translate(
            "Session", "its history does not arrive at the position it saved");
        return false;
    }
    m_game = std::move(game);
    m_events = std::move(events);
    m_dice = dice;
    m_seed = saved.seed;
    m_actions = std::move(actions);
    m_version = quint64(m_actions.size());
    return true;
}

Session::Session(const GameState &state, const QList<SeatInfo> &seats, const Events &events,
                 quint64 version, int localSeat, RemoteAuthority *authority, QObject *parent)
    : Session(gameOf(state), seats, AnyEvents{events, {}}, version, localSeat, authority, parent)
{
}

Session::Session(std::unique_ptr<Game> game, const QList<SeatInfo> &seats, const AnyEvents &events,
                 quint64 version, int localSeat, RemoteAuthority *authority, QObject *parent)
    : QObject(parent), m_game(std::move(game)), m_dice(0), m_events(events), m_version(version),
      m_authority(authority)
{
    m_infos = seats;
    const int players = m_game->players();
    while (m_infos.size() < players)
        m_infos.append(SeatInfo::human());
    while (m_infos.size() > players)
        m_infos.removeLast();
    for (int i = 0; i < players; ++i)
        m_seats.emplace_back(i == localSeat ? static_cast<Seat *>(new HumanSeat)
                                            : static_cast<Seat *>(new ElsewhereSeat));
    newPosition();
    recordStats();
}

Session::~Session()
{
    for (auto &seat : m_seats)
        seat->stop();
}

const GameState &Session::state() const
{
    static const GameState none;
    const GameState *s = quantumState(*m_game);
    return s ? *s : none;
}

std::vector<Action> Session::actions() const
{
    std::vector<Action> out;
    out.reserve(m_actions.size());
    for (const AnyAction &a : m_actions)
        if (const Action *q = std::get_if<Action>(&a)) out.push_back(*q);
    return out;
}

void Session::init(const QList<SeatInfo> &seats, ComputerSeat::Threading threading)
{
    m_threading = threading;
    m_infos = seats;
    const int players = m_game->players();
    while (m_infos.size() < players)
        m_infos.append(SeatInfo::human());
    while (m_infos.size() > players)
        m_infos.removeLast();
    for (int i = 0; i < players; ++i) {
        Seat *seat = nullptr;
        if (m_infos[i].isComputer())
            seat = ComputerSeat::make(kind(), m_infos[i].bot, 1000 + i, threading);
        if (!seat) { // a human, or a bot this version does not know: the default one
            seat = m_infos[i].isComputer()
                       ? ComputerSeat::make(kind(), kDefaultBot, 1000 + i, threading)
                       : static_cast<Seat *>(new HumanSeat);
            if (m_infos[i].isComputer()) m_infos[i].bot = kDefaultBot;
        }
        m_seats.emplace_back(seat);
        watchSeat(seat);
    }
    newPosition();
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

bool Session::isDue(int seat) const
{
    return std::find(m_due.begin(), m_due.end(), seat) != m_due.end() && !hasAnswered(seat);
}

bool Session::hasAnswered(int seat) const
{
    return seat >= 0 && size_t(seat) < m_answers.size() && m_answers[size_t(seat)].has_value();
}

Session::Result Session::submit(int seat, const AnyAction &action)
{
    if (isOver()) return Result::GameOver;
    if (isPaused()) return Result::Paused;
    if (!isDue(seat)) return Result::NotDue;
    if (std::holds_alternative<Action>(action) != (kind() == GameKind::Quantum))
        return Result::Illegal; // an action of the other game
    AnyAction taken = action;
    if (const Action *a = std::get_if<Action>(&action)) { // the legal list's own copy
        if (a->player != seat) return Result::NotDue;
        const Action *legal = findLegal(m_legal, *a);
        if (!legal) return Result::Illegal;
        taken = *legal;
    } else if (!m_game->isLegal(seat, action)) {
        return Result::Illegal;
    }
    if (m_authority) { // a mirror: the authority decides, once per position
        if (m_sentSerial == m_serial || !isLocalHuman(seat)) return Result::NotDue;
        m_sentSerial = m_serial;
        m_authority->sendIntent(seat, taken);
        return Result::Sent;
    }
    if (m_due.size() > 1) { // final for this position; applied once every seat due answered
        m_answers[size_t(seat)] = taken;
        emit answered(seat);
        for (int who : m_due)
            if (!hasAnswered(who)) return Result::Answered;
        applyAnswers();
        return Result::Answered;
    }
    applyAction(taken);
    return Result::Applied;
}

// Every seat due answered the same position: their answers, in player order, then the next
// decisions are asked for (as playGame does).
void Session::applyAnswers()
{
    std::vector<AnyAction> answers;
    for (int who : m_due)
        answers.push_back(*m_answers[size_t(who)]);
    for (size_t i = 0; i < answers.size() && !isOver(); ++i)
        applyAction(answers[i], i + 1 == answers.size());
    if (!isOver()) askDue();
}

Refusal Session::whyRefused(int seat, const AnyAction &action) const
{
    if (isOver()) return {RefusalId::GameOver};
    const Action *a = std::get_if<Action>(&action);
    const int player =
        a ? a->player : std::visit([](const auto &x) { return int(x.player); }, action);
    if (!isDue(seat)) return {RefusalId::NotYourDecision, int16_t(toAct()), int16_t(seat)};
    if (player != seat) return {RefusalId::NotYourDecision, int16_t(toAct()), int16_t(player)};
    if (!a) return m_game->isLegal(seat, action) ? Refusal{} : Refusal{RefusalId::NotLegal};
    if (findLegal(m_legal, *a)) return {};
    const Refusal why = whyIllegal(state(), *a);
    return why.ok() ? Refusal{RefusalId::NotLegal} : why;
}

void Session::newPosition()
{
    ++m_serial;
    m_game->due(m_due);
    m_answers.assign(size_t(m_game->players()), std::nullopt);
    m_asked.resize(size_t(m_game->players()), 0);
    if (const GameState *s = quantumState(*m_game))
        legalActions(*s, m_legal);
    else
        m_legal.clear();
}

void Session::applyAction(const AnyAction &action, bool ask)
{
    const std::unique_ptr<Game> before = m_game->clone();
    const quint64 rngBefore = rngState();
    const size_t eventsBefore = eventCount(kind(), m_events);
    const int actor = toAct();

    AnyEvents events;
    m_game->apply(action, m_dice, &events);
#ifndef NDEBUG
    // Debug builds check the rules' invariants after every action of every session (the soak
    // and --check do in any build).
    if (const QString broken = m_game->brokenInvariant(*before, events); !broken.isEmpty())
        qFatal("Session: after action %llu of the game: %s", m_version + 1, qPrintable(broken));
#endif
    appendEvents(m_events, events);
    if (m_seed) m_actions.push_back(action);
    ++m_version;
    newPosition();

    // Quantum's undo within a turn: only while no die was rolled (the generator did not move),
    // no card was revealed (the market did not change) and the same player keeps deciding;
    // never a computer's action.
    const GameState *now = quantumState(*m_game);
    const GameState *was = quantumState(*before);
    if (now && rngState() == rngBefore && now->market == was->market && toAct() == actor &&
        now->turn == was->turn && !m_seats[size_t(actor)]->isComputer() && !isOver())
        m_undo.append(UndoStep{*was, rngBefore, eventsBefore, actor});
    else
        m_undo.clear();

    for (const Event &e : events.quantum)
        if (endsTurn(e.type)) recordStats();
    announce(action, events);
    if (isOver()) {
        for (auto &s : m_seats)
            s->stop();
        emit gameOver(winner());
        return;
    }
    if (ask) askDue();
}

void Session::announce(const AnyAction &action, const AnyEvents &events)
{
    emit played(action, events, m_version);
    if (const Action *a = std::get_if<Action>(&action)) emit applied(*a, events.quantum, m_version);
}

int Session::winner() const
{
    const std::vector<int> w = m_game->winners();
    return w.size() == 1 ? w.front() : -1;
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
    m_game = gameOf(step.state);
    m_dice.rng().setState(step.rng);
    truncateEvents(kind(), m_events, step.events);
    if (m_seed && !m_actions.empty()) m_actions.pop_back();
    --m_version;
    changedWholesale();
    return true;
}

void Session::changedWholesale()
{
    newPosition();
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
        std::fill(m_asked.begin(), m_asked.end(), 0);
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
    if (isDue(index)) {
        m_asked[size_t(index)] = 0; // ask the newcomer
        askDue();
    }
    return old;
}

bool Session::handToComputer(int index, const QString &bot)
{
    if (m_authority) return false; // the authority's seats are its own to hand over
    if (index < 0 || index >= m_infos.size()) return false;
    std::unique_ptr<Seat> seat(
        ComputerSeat::make(kind(), bot, 1000 + quint64(index), m_threading));
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

// Asks each seat due that has not answered, once per position. A seat may answer inside
// decide(): when that changed the position, the loop starts again on the new one, so a run
// of inline computer moves does not nest. Several seats due are all asked on the same
// position (their answers are kept until all are in).
void Session::askDue()
{
    if (m_asking) {
        m_askAgain = true;
        return;
    }
    m_asking = true;
    do {
        m_askAgain = false;
        if (!m_started || m_paused || isOver()) break;
        const quint64 serial = m_serial;
        const std::vector<int> due = m_due;
        for (int who : due) {
            if (m_serial != serial) break;
            if (m_asked[size_t(who)] == serial || hasAnswered(who)) continue;
            m_asked[size_t(who)] = serial;
            m_seats[size_t(who)]->decide(*this, who);
        }
    } while (m_askAgain);
    m_asking = false;
}

void Session::recordStats(const GameState &s)
{
    TurnStats stats;
    stats.turn = s.turn;
    for (int i = 0; i < s.players; ++i) {
        stats.cubes[i] = s.p[i].cubesPlaced;
        stats.dominance[i] = s.p[i].dominance;
        stats.research[i] = s.p[i].research;
    }
    m_history.append(stats);
}

void Session::recordStats()
{
    if (const GameState *s = quantumState(*m_game)) recordStats(*s);
}

SavedGame Session::saved() const
{
    SavedGame save;
    save.kind = kind();
    if (const qw::State *s = qwantumState(*m_game)) {
        save.qwantum = *s;
        for (const AnyAction &a : m_actions)
            save.qwantumActions.push_back(std::get<qw::Action>(a));
    } else {
        save.state = state();
        save.actions = actions();
    }
    save.rngState = rngState();
    save.seats = m_infos;
    save.version = m_version;
    save.seed = m_seed;
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
    // Quantum's quick greedy bot; Qwantum's weakest that plays sense.
    const QString bot = kind() == GameKind::Quantum ? kPlayAheadBot : QStringLiteral("easy");
    std::vector<std::unique_ptr<Seat>> real;
    for (int i = 0; i < m_game->players(); ++i) {
        auto seat = std::unique_ptr<ComputerSeat>(
            ComputerSeat::make(kind(), bot, 77 + i, ComputerSeat::Threading::Inline));
        seat->setKeepGoing(keepGoing);
        real.push_back(replaceSeat(i, std::move(seat)));
    }
    m_started = true;
    {
        const QSignalBlocker quiet(this); // views rebuild once, on the reset below
        setPaused(false); // the stand-ins answer at once, one after the other
        setPaused(true);
    }
    for (int i = 0; i < m_game->players(); ++i)
        replaceSeat(i, std::move(real[size_t(i)]));
    m_undo.clear();
    ++m_serial;
    emit reset();
    setPaused(wasPaused);
}

void Session::applyRemote(const Action &action, const Events &events, const GameState &state,
                          quint64 version)
{
    applyRemote(AnyAction(action), AnyEvents{events, {}}, gameOf(state), version);
}

void Session::applyRemote(const AnyAction &action, const AnyEvents &events,
                          std::unique_ptr<Game> now, quint64 version)
{
    if (!m_authority || !now || now->kind() != kind()) return;
    const std::unique_ptr<Game> before = std::move(m_game);
    const int actor = toAct();
    m_game = std::move(now);
    appendEvents(m_events, events);
    m_version = version;
    m_sentSerial = 0;
    newPosition();
    // The authority's undo rule (applyAction), as far as the public view shows it.
    const GameState *s = quantumState(*m_game);
    const GameState *was = quantumState(*before);
    const Action *a = std::get_if<Action>(&action);
    const bool undoable = s && a && actor >= 0 && a->player == actor && toAct() == actor &&
                          s->turn == was->turn && s->market == was->market &&
                          !m_infos.value(actor).isComputer() && !rolled(events.quantum) &&
                          !isOver();
    m_remoteUndoSeat = undoable ? actor : -1;
    for (const Event &e : events.quantum)
        if (endsTurn(e.type)) recordStats();
    announce(action, events);
    if (isOver()) emit gameOver(winner());
}

void Session::setRemoteAnswered(const QList<int> &seats)
{
    if (!m_authority) return;
    const QList<int> before = std::exchange(m_remoteAnswered, seats);
    for (int seat : seats) {
        if (std::find(m_due.begin(), m_due.end(), seat) == m_due.end()) continue;
        m_answers[size_t(seat)] = AnyAction(); // kept by the authority; unknown here
        if (!before.contains(seat)) emit answered(seat);
    }
}

void Session::resetRemote(const GameState &state, const Events &events, quint64 version)
{
    resetRemote(gameOf(state), AnyEvents{events, {}}, version);
}

void Session::resetRemote(std::unique_ptr<Game> now, const AnyEvents &events, quint64 version)
{
    if (!m_authority || !now || now->kind() != kind()) return;
    const bool wasOver = isOver();
    const int due = toAct();
    std::vector<int> dueNow;
    now->due(dueNow);
    // An undo back within the same decision may be undone further; the authority says no
    // when it may not.
    const bool backwards =
        version < m_version && !dueNow.empty() && dueNow.front() == due && due >= 0;
    m_game = std::move(now);
    m_events = events;
    m_version = version;
    m_sentSerial = 0;
    if (!backwards) m_remoteUndoSeat = -1;
    m_history.clear();
    recordStats();
    changedWholesale();
    if (!wasOver && isOver()) emit gameOver(winner());
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
