// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/learn/rulesdialog.h"

#include "app/art/diceart.h"
#include "app/common/language.h"
#include "app/game/gametext.h"
#include "app/learn/qwantumrules.h"
#include "editor/board/boardgeometry.h"
#include "editor/board/faction.h"
#include "editor/board/maprenderer.h"
#include "engine/game.h"
#include "engine/map.h"
#include "engine/state.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPainter>
#include <QScreen>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <utility>
#include <vector>

namespace quantum {

namespace {

constexpr qreal kScale = 0.75; // image pixels per scene unit: a square is 48 px
constexpr qreal kMargin = 12;

struct Die {
    int player, value, x, y; // a ship die on the square (x, y) of the picture's map
};

// A few tiles from layout notation, with ships and cubes on them: the board's own drawing.
QImage boardPicture(const QString &layout, const QList<Die> &dice, const board::CubeOwners &cubes,
                    qreal dpr)
{
    const MapReadResult read = mapFromNotation(layout);
    QImage image = board::renderMapImage(read.map, kScale * dpr, cubes, kMargin);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(kScale * dpr, kScale * dpr);
    painter.translate(kMargin, kMargin);
    for (const Die &d : dice) {
        const QRectF box = board::squareRect(d.x, d.y).adjusted(8, 8, -8, -8);
        drawShipDie(&painter, d.player, d.value, box);
    }
    return image;
}

// Tracker dice in a row, then what they lead to (a cube, or a card).
QImage trackerPicture(const QList<int> &values, bool cube, qreal dpr)
{
    const int size = 40, gap = 10;
    const int n = int(values.size());
    QImage image(QSize((n + 1) * (size + gap) + 40, size + 16) * dpr,
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(QColor(0x10, 0x14, 0x22));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    int x = 8;
    for (int v : values) {
        painter.drawPixmap(x, 8, shipDiePixmap(0, v, size, dpr));
        x += size + gap;
    }
    painter.setPen(QPen(QColor(0xff, 0xd7, 0x5a), 3));
    painter.drawLine(x, 8 + size / 2, x + 24, 8 + size / 2);
    painter.drawLine(x + 24, 8 + size / 2, x + 16, 8 + size / 2 - 7);
    painter.drawLine(x + 24, 8 + size / 2, x + 16, 8 + size / 2 + 7);
    x += 36;
    if (cube) {
        faction::drawCube(&painter, 0, QRectF(x, 12, size - 8, size - 8));
    } else { // an advance card: a light card with a dark band
        painter.setPen(QPen(QColor(0x30, 0x38, 0x50), 2));
        painter.setBrush(QColor(0xe8, 0xec, 0xf4));
        painter.drawRoundedRect(QRectF(x, 4, 30, size + 8), 4, 4);
        painter.setBrush(QColor(0x2f, 0x6f, 0xb0));
        painter.drawRect(QRectF(x + 4, 10, 22, 8));
    }
    return image;
}

// The market: three gambit cards (dark, used once) and three command cards (light, kept).
QImage cardsPicture(qreal dpr)
{
    const int w = 34, h = 48, gap = 8;
    QImage image(QSize(6 * (w + gap) + gap + 12, h + 16) * dpr,
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(QColor(0x10, 0x14, 0x22));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 6; ++i) {
        const bool gambit = i < 3;
        const QRectF card(gap + i * (w + gap) + (gambit ? 0 : 12), 8, w, h);
        painter.setPen(QPen(QColor(0x5a, 0x64, 0x80), 1.5));
        painter.setBrush(gambit ? QColor(0x2a, 0x22, 0x48) : QColor(0xe8, 0xec, 0xf4));
        painter.drawRoundedRect(card, 4, 4);
        painter.setPen(Qt::NoPen);
        painter.setBrush(gambit ? QColor(0xb0, 0x90, 0xf0) : QColor(0x2f, 0x6f, 0xb0));
        painter.drawRect(card.adjusted(5, 6, -5, -h + 14));
        for (int line = 0; line < 3; ++line)
            painter.drawRect(
                QRectF(card.left() + 5, card.top() + 22 + line * 7, w - 10 - line * 4, 2.5));
    }
    return image;
}

} // namespace

namespace {

// One block of a section of the Rules: a paragraph, a picture (RulesDialog::picture), a
// picture's caption, or the table of the six ship types and their abilities.
struct RulesBlock {
    enum class Kind { Text, Picture, Caption, Ships };
    Kind kind;
    const char *text; // English (translated when shown), or the picture's name
};

// One section: its anchor (RulesDialog::sections), title and blocks, in the order shown.
struct RulesSection {
    const char *anchor;
    const char *title;
    std::vector<RulesBlock> blocks;
};

using Kind = RulesBlock::Kind;

const std::vector<RulesSection> &rulesText()
{
    static const std::vector<RulesSection> text = {
        {"short",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Quantum in short"),
         {
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Each player commands a small fleet of ships, which are dice: a ship's value "
                  "from 1 to 6 is its type, how far it moves and how well it fights (lower is "
                  "stronger). You win the moment you have placed all your quantum cubes on "
                  "planets, whether by building them, by infamy or by a card, even in the middle "
                  "of another player's turn.")},
         }},
        {"setup",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Setup"),
         {
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Everyone rolls three ships and may re-roll all three once, keeping the "
                  "second roll. The lowest total plays first, then play goes round in seat "
                  "order. In turn order each player puts a cube on a free starting planet, then "
                  "places the three ships on its orbital positions, the four squares next to "
                  "it. Your two other ships wait in reserve until a card brings them in; your "
                  "dominance and research both start at 1.")},
         }},
        {"turn",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Your turn"),
         {
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "On your turn you have three actions; unused ones are lost, and you may take "
                  "the same action more than once. Move or attack with a ship (one action). "
                  "Reconfigure: re-roll one of your ships on the map or in your scrapyard until "
                  "it shows a new value (one action). Deploy: put a ship from your scrapyard, "
                  "with its value, on an empty orbital position of a planet that holds one of "
                  "your cubes (one action; the ship may still move this turn). Research: your "
                  "research rises by one (one action). Construct: place a cube on a planet "
                  "when your ships on its orbital positions add up exactly to its number (two "
                  "actions).")},
             {Kind::Picture, "rules:construct"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "5 + 3 = 8: you may build on this 8. The enemy ship and your ship on the "
                  "diagonal do not count.")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "A planet has one cube location for each point above 6: one on a 7, up to "
                  "four on a 10, and it takes only one cube of each player (but see Quantum "
                  "Entanglement). After your actions comes the advance-card phase.")},
         }},
        {"combat",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Movement and combat"),
         {
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "A ship moves up to its value in steps to a neighbouring square, turning as "
                  "it likes, but never diagonally and never through planets or other ships. To "
                  "attack, its last step enters an enemy ship's square; the square it attacks "
                  "from must be reachable with one step less, so a ship next to an enemy can "
                  "attack without moving first.")},
             {Kind::Picture, "rules:combat"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "A Battlestation (1) next to an enemy Scout (6): 1 + its die against 6 + "
                  "the other die, and it cannot lose.")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Both sides roll a die and add their ship's value: the lower total wins, and "
                  "a tie goes to the attacker. When the attacker wins, the defending ship is "
                  "re-rolled and goes to its owner's scrapyard, the attacker occupies its "
                  "square or stays where it attacked from, the winner's dominance rises by one "
                  "and the loser's falls by one. When the defender wins, the attacker simply "
                  "goes back to the square it attacked from.")},
         }},
        {"abilities",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Ship abilities"),
         {
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Each ship type has an ability. Abilities cost no action, but every ship "
                  "may use its ability once per turn and make its move or attack once per turn, "
                  "even if its value changes in between: the die remembers what it did this "
                  "turn, also when it is destroyed and deployed again. Abilities are used on your "
                  "own turn by ships on the map; Transport and Maneuver are part of the ship's "
                  "move, the others are not.")},
             {Kind::Ships, nullptr},
         }},
        {"void",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "The Void"),
         {
             {Kind::Picture, "rules:void"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "The Void is the dark tile without a planet. Two ships on it: research + 2 "
                  "at the start of the turn.")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Some maps have a Void tile: no planet, nine ordinary squares. At the start "
                  "of your turn your research rises by one for each of your ships anywhere on "
                  "the Void (up to 6). Those ships move and fight as usual.")},
         }},
        {"entanglement",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Quantum Entanglement"),
         {
             {Kind::Picture, "rules:entanglement"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Every planet with room already holds your cube: you may build on the 8 "
                  "again, with 11 in its orbit (8 + 3).")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "When every planet that still has a free cube location already holds one of "
                  "your cubes, you may place another cube on such a planet. To build it, your "
                  "ships in its orbit must add up to the planet's number plus 3 for each of "
                  "your cubes already there. An infamy cube may go there too.")},
         }},
        {"dominance",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Dominance and infamy"),
         {
             {Kind::Picture, "rules:infamy"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Dominance climbs with every battle won; at 6 a cube is placed for free.")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Dominance runs from 1 to 6. It rises by one when you destroy an enemy ship "
                  "and falls by one when you lose one. When it reaches 6 you become infamous: "
                  "you immediately place a cube on any planet with a free cube location that "
                  "does not hold your cube, whatever ships are around it, and dominance goes "
                  "back to 1. This can happen on another player's turn too. If no planet can "
                  "take the cube, dominance stays at 6 and the cube is tried again later.")},
         }},
        {"research",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Research and breakthroughs"),
         {
             {Kind::Picture, "rules:research"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Research at 6 in the advance-card phase: a breakthrough, one more card.")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Research also runs from 1 to 6; the Research action raises it by one, and so "
                  "do your ships on the Void at the start of your turn. If your research is 6 "
                  "in your advance-card phase, you make a breakthrough: you take one more card "
                  "and research goes back to 1.")},
         }},
        {"cards",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "Advance cards"),
         {
             {Kind::Picture, "rules:cards"},
             {Kind::Caption,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "The market: three gambit cards (dark) and three command cards (light).")},
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "In the advance-card phase you take one card for every cube you placed this "
                  "turn, in any way, plus one for a breakthrough; nothing else can be done in "
                  "this phase. Six cards lie face up, three gambits and three command cards. "
                  "Take one, or spend the pick to discard all six and deal six new ones. "
                  "Gambit cards act at once and are discarded. Command cards stay with you and "
                  "work from your next turn on, also on the other players' turns; you may hold "
                  "three, and a fourth means letting one of them go. A card used \"once per "
                  "turn\" means once in each of your own turns. The card gallery lists them "
                  "all.")},
         }},
        {"board",
         QT_TRANSLATE_NOOP("quantum::RulesDialog", "On the board"),
         {
             {Kind::Text,
              QT_TRANSLATE_NOOP(
                  "quantum::RulesDialog",
                  "Click one of your ships: green squares are moves, red squares attacks, and "
                  "hovering an attack shows its odds. Gold circles are planets you can choose. "
                  "The prompt under the board always says what is asked, and Learn to play in "
                  "the Help menu walks you through a first game.")},
         }},
    };
    return text;
}

// The ability of each ship type, Battlestation (1) to Scout (6).
const char *const kAbilities[6] = {
    QT_TRANSLATE_NOOP("quantum::RulesDialog",
                      "Strike: an extra attack of exactly one step on an adjacent enemy ship, as "
                      "well as its normal move."),
    QT_TRANSLATE_NOOP(
        "quantum::RulesDialog",
        "Transport: as its move, picks up one of your ships from a surrounding square, "
        "moves one or two steps and drops it on any empty square around its new place. "
        "It cannot attack while carrying."),
    QT_TRANSLATE_NOOP("quantum::RulesDialog",
                      "Warp: swaps places with any other of your ships on the map. This is not its "
                      "move."),
    QT_TRANSLATE_NOOP("quantum::RulesDialog",
                      "Modify: turns into a 3 or a 5; the new type's ability waits for the next "
                      "turn."),
    QT_TRANSLATE_NOOP("quantum::RulesDialog",
                      "Maneuver: may move and attack diagonally during its move."),
    QT_TRANSLATE_NOOP("quantum::RulesDialog",
                      "Free reconfigure: re-rolls itself for free, again while it shows a 6."),
};

// The HTML of one block.
QString blockHtml(const RulesBlock &block)
{
    switch (block.kind) {
    case Kind::Text:
        return QStringLiteral("<p>%1</p>").arg(RulesDialog::tr(block.text).toHtmlEscaped());
    case Kind::Caption: // in italics, but in a language without them (Japanese)
        return (italicsAllowed() ? QStringLiteral("<p align=center><i>%1</i></p>")
                                 : QStringLiteral("<p align=center>%1</p>"))
            .arg(RulesDialog::tr(block.text).toHtmlEscaped());
    case Kind::Picture: { // laid out at its size in pixels at scale 1, drawn at the screen's
        const QString name = QLatin1String(block.text);
        const QImage image = RulesDialog::picture(name, 1.0);
        return QStringLiteral("<p align=center><img src='%1' width=%2 height=%3></p>")
            .arg(name)
            .arg(image.width())
            .arg(image.height());
    }
    case Kind::Ships:
        break;
    }
    QString rows;
    for (int v = 1; v <= kDieFaces; ++v)
        rows += QStringLiteral("<tr><td><img src='die:%1' width=40 height=40></td><td><b>%2"
                               "</b><br>%3</td></tr>")
                    .arg(v)
                    .arg(GameText::shipOfValue(v).toHtmlEscaped(),
                         RulesDialog::tr(kAbilities[v - 1]).toHtmlEscaped());
    return QStringLiteral("<table cellspacing=8>%1</table>").arg(rows);
}

} // namespace

RulesDialog::RulesDialog(QWidget *parent) : RulesDialog(GameKind::Quantum, parent) {}

RulesDialog::RulesDialog(GameKind game, QWidget *parent) : QDialog(parent)
{
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    for (QTextBrowser **browser : {&m_browser, &m_qwantum}) {
        *browser = new QTextBrowser;
        (*browser)->setOpenLinks(false);
        connect(*browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
            if (url.scheme().isEmpty() && url.hasFragment()) showSection(url.fragment());
        });
        m_tabs->addTab(*browser, QString());
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    // Room for the pictures and a good part of a section, within the screen on a small one.
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect();
    QSize size(760, 700);
    if (screen.isValid()) size = size.boundedTo(screen.size() * 9 / 10);
    resize(size);
    fill();
    showGame(game);
}

QStringList RulesDialog::sections()
{
    QStringList anchors;
    for (const RulesSection &section : rulesText())
        anchors.append(QLatin1String(section.anchor));
    return anchors;
}

QStringList RulesDialog::sections(GameKind game)
{
    return game == GameKind::Qwantum ? QwantumRules::sections() : sections();
}

QStringList RulesDialog::pictureNames()
{
    QStringList names = {QStringLiteral("rules:construct"), QStringLiteral("rules:combat"),
                         QStringLiteral("rules:void"),      QStringLiteral("rules:entanglement"),
                         QStringLiteral("rules:infamy"),    QStringLiteral("rules:research"),
                         QStringLiteral("rules:cards")};
    for (int v = 1; v <= 6; ++v)
        names.append(QStringLiteral("die:%1").arg(v));
    return names;
}

QStringList RulesDialog::pictureNames(GameKind game)
{
    return game == GameKind::Qwantum ? QwantumRules::pictureNames() : pictureNames();
}

QImage RulesDialog::picture(const QString &name, qreal dpr)
{
    if (name.startsWith(QLatin1String("qwantum:"))) return QwantumRules::picture(name, dpr);
    if (name.startsWith(QLatin1String("die:"))) {
        const int v = name.mid(4).toInt();
        return shipDiePixmap(v % 4, v, 40, dpr).toImage();
    }
    if (name == QLatin1String("rules:construct")) // 5 + 3 around an 8; enemy and diagonal not
        return boardPicture(QStringLiteral("8"),
                            {{0, 5, 1, 0}, {0, 3, 0, 1}, {1, 2, 2, 1}, {0, 1, 2, 2}}, {}, dpr);
    if (name == QLatin1String("rules:combat")) // a Battlestation next to an enemy Scout
        return boardPicture(QStringLiteral("7"), {{0, 1, 0, 1}, {1, 6, 0, 2}}, {}, dpr);
    if (name == QLatin1String("rules:void")) // two ships on the Void
        return boardPicture(QStringLiteral("7 0"), {{0, 6, 3, 1}, {0, 4, 5, 2}, {0, 2, 1, 0}}, {},
                            dpr);
    if (name == QLatin1String("rules:entanglement")) { // every free planet holds your cube
        board::CubeOwners cubes;
        cubes.insert(QPoint(0, 0), {0});
        cubes.insert(QPoint(1, 0), {0, -1});
        return boardPicture(QStringLiteral("7 8"), {{0, 5, 4, 0}, {0, 6, 3, 1}}, cubes, dpr);
    }
    if (name == QLatin1String("rules:infamy")) return trackerPicture({4, 5, 6}, true, dpr);
    if (name == QLatin1String("rules:research")) return trackerPicture({5, 6}, false, dpr);
    if (name == QLatin1String("rules:cards")) return cardsPicture(dpr);
    return QImage();
}

GameKind RulesDialog::game() const
{
    return m_tabs->currentWidget() == m_qwantum ? GameKind::Qwantum : GameKind::Quantum;
}

QTextBrowser *RulesDialog::browser() const
{
    return browser(game());
}

QTextBrowser *RulesDialog::browser(GameKind game) const
{
    return game == GameKind::Qwantum ? m_qwantum : m_browser;
}

void RulesDialog::showGame(GameKind game)
{
    m_tabs->setCurrentWidget(browser(game));
}

void RulesDialog::setQwantumOptions(const qw::Options &options)
{
    m_qwantumOptions = options;
    fill();
}

void RulesDialog::showSection(const QString &anchor)
{
    const GameKind game =
        QwantumRules::sections().contains(anchor) ? GameKind::Qwantum : GameKind::Quantum;
    showGame(game);
    browser(game)->scrollToAnchor(anchor);
    // Before the dialog is shown its page is laid out again at its size: scroll once shown.
    m_pendingAnchor = isVisible() ? QString() : anchor;
}

void RulesDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (m_pendingAnchor.isEmpty()) return;
    QMetaObject::invokeMethod(
        this,
        [this] {
            const QString anchor = std::exchange(m_pendingAnchor, QString());
            if (!anchor.isEmpty()) showSection(anchor);
        },
        Qt::QueuedConnection);
}

void RulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) fill();
    QDialog::changeEvent(event);
}

void RulesDialog::fill()
{
    setWindowTitle(tr("Rules"));
    m_tabs->setTabText(m_tabs->indexOf(m_browser), tr("Quantum"));
    m_tabs->setTabText(m_tabs->indexOf(m_qwantum), tr("Qwantum"));
    const qreal dpr = devicePixelRatioF();
    QTextDocument *doc = m_browser->document();
    for (const QString &name : pictureNames())
        doc->addResource(QTextDocument::ImageResource, QUrl(name), picture(name, dpr));
    QTextDocument *qwDoc = m_qwantum->document();
    for (const QString &name : QwantumRules::pictureNames())
        qwDoc->addResource(QTextDocument::ImageResource, QUrl(name),
                           QwantumRules::picture(name, dpr, m_qwantumOptions));

    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Rules of Quantum").toHtmlEscaped());
    QStringList toc; // a table of contents
    for (const RulesSection &section : rulesText())
        toc.append(QStringLiteral("<a href='#%1'>%2</a>")
                       .arg(QLatin1String(section.anchor), tr(section.title).toHtmlEscaped()));
    html += QStringLiteral("<p>%1</p>").arg(toc.join(QStringLiteral(" · ")));
    for (const RulesSection &section : rulesText()) {
        html += QStringLiteral("<h2><a name='%1'>%2</a></h2>")
                    .arg(QLatin1String(section.anchor), tr(section.title).toHtmlEscaped());
        for (const RulesBlock &block : section.blocks)
            html += blockHtml(block);
    }
    m_browser->setHtml(html);
    m_qwantum->setHtml(QwantumRules::html(m_qwantumOptions));
}

} // namespace quantum
