// SPDX-FileCopyrightText: 2026 The Quantum developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/maplibrary.h"

#include "editor/board/maprenderer.h"
#include "engine/reader.h"

#include <QAction>
#include <QActionGroup>
#include <QCollator>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace quantum::editor {

QString LibraryMap::fileName() const
{
    return QFileInfo(path).fileName();
}

LibraryMap readLibraryMap(const QString &path, bool shipped)
{
    LibraryMap entry;
    entry.path = path;
    entry.shipped = shipped;
    if (!shipped) entry.modified = QFileInfo(path).lastModified();
    QByteArray bytes;
    ReadStatus status;
    if (!readInputFile(path, bytes, status)) { // bounded
        entry.problem = status.message();
        return entry;
    }
    const MapReadResult read = mapFromJsonBytes(bytes);
    if (!read.ok) {
        entry.problem = read.error(); // not a map, or from a newer version
        return entry;
    }
    entry.map = read.map;
    entry.parsed = true;
    for (const MapProblem &problem : validateMap(read.map))
        if (!problem.notice) {
            entry.problem = MapLibrary::tr("not valid: %1").arg(problem.text());
            break;
        }
    return entry;
}

QList<LibraryMap> readMapLibrary(const QStringList &shipped, const QString &folder)
{
    QList<LibraryMap> out;
    for (const QString &path : shipped)
        out.append(readLibraryMap(path, true));
    if (folder.isEmpty()) return out;
    const QDir dir(folder);
    // Regular files only (QDir::Files without QDir::System lists no pipes or devices).
    const QStringList names = dir.entryList(
        {QStringLiteral("*.quantum-map"), QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (qsizetype i = 0; i < names.size() && i < kMaxLibraryFiles; ++i)
        out.append(readLibraryMap(dir.filePath(names[i])));
    return out;
}

namespace {

constexpr int kSpacing = 6;
constexpr int kPad = 6;

// A list item whose picture is drawn the first time the view asks for it.
class LibraryItem : public QListWidgetItem {
public:
    LibraryItem(MapLibrary *library, int index, const QString &text)
        : QListWidgetItem(text), m_library(library), m_index(index)
    {
        setData(MapLibrary::IndexRole, index);
        setData(MapLibrary::KindRole, MapLibrary::MapItem);
    }
    QVariant data(int role) const override
    {
        if (role == Qt::DecorationRole) return m_library->picture(m_index);
        return QListWidgetItem::data(role);
    }

private:
    MapLibrary *m_library;
    int m_index;
};

// Draws a header across the list, and a map as its picture with its name and facts below
// (a file that cannot be read: a warning sign, greyed, with its reason).
class LibraryDelegate : public QStyledItemDelegate {
public:
    LibraryDelegate(MapLibrary *library, QListWidget *list)
        : QStyledItemDelegate(list), m_library(library), m_list(list)
    {
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const int line = option.fontMetrics.height();
        if (index.data(MapLibrary::KindRole).toInt() == MapLibrary::HeaderItem)
            return {qMax(200, m_list->viewport()->width() - 2 * kSpacing - 2), line * 2};
        // As wide as the columns that fit share the row, so that no strip is left empty.
        const QSize t = MapLibrary::kThumbnailSize;
        const int least = t.width() + 2 * kPad;
        const int room = m_list->viewport()->width() - kSpacing - 2;
        const int columns = qMax(1, room / (least + kSpacing));
        return {qMax(least, room / columns - kSpacing), t.height() + 2 * kPad + 2 * line + kPad};
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        painter->save();
        const QRect r = option.rect;
        const QPalette &pal = option.palette;
        const QFontMetrics fm = option.fontMetrics;
        if (index.data(MapLibrary::KindRole).toInt() == MapLibrary::HeaderItem) {
            QFont bold = option.font;
            bold.setBold(true);
            painter->setFont(bold);
            painter->setPen(pal.color(QPalette::WindowText));
            const QRect text = r.adjusted(kPad, 0, -kPad, -4);
            const QString count =
                MapLibrary::tr("%n map(s)", nullptr, index.data(MapLibrary::CountRole).toInt());
            painter->drawText(text, Qt::AlignLeft | Qt::AlignBottom, index.data().toString());
            painter->setFont(option.font);
            painter->setPen(pal.color(QPalette::PlaceholderText));
            painter->drawText(text, Qt::AlignRight | Qt::AlignBottom, count);
            painter->setPen(pal.color(QPalette::Mid));
            painter->drawLine(r.left() + kPad, r.bottom() - 1, r.right() - kPad, r.bottom() - 1);
            painter->restore();
            return;
        }
        const LibraryMap &entry = m_library->maps()[index.data(MapLibrary::IndexRole).toInt()];
        const bool usable = m_library->canChoose(entry);
        const bool selected = option.state & QStyle::State_Selected;
        if (selected || (usable && (option.state & QStyle::State_MouseOver))) {
            // The map chosen stands out: a frame and a tint in the highlight colour.
            QColor tint = pal.color(QPalette::Highlight);
            tint.setAlpha(selected ? 110 : 40);
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(selected ? QPen(pal.color(QPalette::Highlight), 2) : Qt::NoPen);
            painter->setBrush(tint);
            painter->drawRoundedRect(QRectF(r).adjusted(1, 1, -1, -1), 6, 6);
        }
        if (!usable) painter->setOpacity(0.55);

        const QSize t = MapLibrary::kThumbnailSize;
        const QRect pictureRect(r.left() + (r.width() - t.width()) / 2, r.top() + kPad, t.width(),
                                t.height());
        const QPixmap picture = index.data(Qt::DecorationRole).value<QPixmap>();
        if (!picture.isNull())
            painter->drawPixmap(pictureRect, picture);
        else { // no picture: an empty frame, for the warning sign
            painter->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
            painter->setBrush(pal.color(QPalette::AlternateBase));
            painter->drawRect(QRectF(pictureRect).adjusted(0.5, 0.5, -0.5, -0.5));
        }
        if (!entry.problem.isEmpty()) { // a warning sign: in the middle, or in a draft's corner
            const int side = entry.parsed ? 28 : 56;
            const QIcon warning = m_list->style()->standardIcon(QStyle::SP_MessageBoxWarning);
            const QRect sign =
                entry.parsed
                    ? QRect(pictureRect.right() - side - 4, pictureRect.top() + 4, side, side)
                    : QRect(pictureRect.center() - QPoint(side / 2, side / 2), QSize(side, side));
            painter->setOpacity(1.0);
            warning.paint(painter, sign);
        }
        painter->setOpacity(usable ? 1.0 : 0.8); // greyed, yet the reason stays readable
        const QColor text = pal.color(selected ? QPalette::HighlightedText : QPalette::Text);
        const QRect nameRect(r.left() + kPad, pictureRect.bottom() + kPad, r.width() - 2 * kPad,
                             fm.height());
        QFont bold = option.font;
        bold.setBold(true);
        painter->setFont(bold);
        painter->setPen(text);
        painter->drawText(nameRect, Qt::AlignHCenter | Qt::AlignVCenter,
                          QFontMetrics(bold).elidedText(index.data().toString(), Qt::ElideRight,
                                                        nameRect.width()));
        painter->setFont(option.font);
        QString facts;
        if (entry.parsed && entry.problem.isEmpty())
            //: Under a map's picture in the map list: %1 the players, %2 the cubes to win
            //: ("2 players · 5 cubes").
            facts = MapLibrary::tr("%1 · %2").arg(
                MapLibrary::tr("%n player(s)", nullptr, entry.map.players),
                MapLibrary::tr("%n cube(s)", nullptr, entry.map.cubes));
        else
            facts = entry.problem;
        painter->setPen(selected || !usable ? text : pal.color(QPalette::PlaceholderText));
        painter->drawText(nameRect.translated(0, fm.height()), Qt::AlignHCenter | Qt::AlignVCenter,
                          fm.elidedText(facts, Qt::ElideRight, nameRect.width()));
        painter->restore();
    }

private:
    MapLibrary *m_library;
    QListWidget *m_list;
};

} // namespace

MapLibrary::MapLibrary(Purpose purpose, QWidget *parent) : QWidget(parent), m_purpose(purpose)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_players = new QComboBox;
    for (int players : {0, 2, 3, 4}) // 0: any number
        m_players->addItem(QString(), players);
    auto *playersLabel = new QLabel(tr("&Players:"));
    playersLabel->setObjectName(QStringLiteral("playersLabel"));
    playersLabel->setBuddy(m_players);
    m_cubes = new QComboBox;
    for (int cubes : {0, 4, 5, 6, 7}) // 0: any number
        m_cubes->addItem(QString(), cubes);
    m_search = new QLineEdit;
    m_search->setClearButtonEnabled(true);
    // The order and the sections, in one small menu: the filters keep the room.
    m_view = new QToolButton;
    m_view->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_view);
    auto *order = new QActionGroup(this);
    m_byName = menu->addAction(QString());
    m_byDate = menu->addAction(QString());
    for (QAction *a : {m_byName, m_byDate}) {
        a->setCheckable(true);
        order->addAction(a);
    }
    m_byName->setChecked(true);
    menu->addSeparator();
    m_group = menu->addAction(QString());
    m_group->setCheckable(true);
    m_group->setChecked(true);
    m_view->setMenu(menu);
    m_players->setObjectName(QStringLiteral("playersFilter"));
    m_cubes->setObjectName(QStringLiteral("cubesFilter"));
    m_search->setObjectName(QStringLiteral("mapSearch"));
    m_view->setObjectName(QStringLiteral("mapView"));
    m_byName->setObjectName(QStringLiteral("sortByName"));
    m_byDate->setObjectName(QStringLiteral("sortByDate"));
    m_group->setObjectName(QStringLiteral("groupByPlayers"));
    top->addWidget(playersLabel);
    top->addWidget(m_players);
    top->addWidget(m_cubes);
    top->addWidget(m_search, 1);
    top->addWidget(m_view);
    layout->addLayout(top);

    m_list = new QListWidget;
    m_list->setViewMode(QListView::IconMode);
    m_list->setMovement(QListView::Static);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setWrapping(true);
    m_list->setSpacing(kSpacing);
    m_list->setUniformItemSizes(false); // headers span the list
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setMinimumHeight(200);
    m_list->setItemDelegate(new LibraryDelegate(this, m_list));
    layout->addWidget(m_list, 1);
    retranslate();

    connect(m_players, &QComboBox::currentIndexChanged, this, [this] { refill(); });
    connect(m_cubes, &QComboBox::currentIndexChanged, this, [this] { refill(); });
    connect(m_search, &QLineEdit::textChanged, this, [this] { refill(); });
    for (QAction *a : {m_byName, m_byDate, m_group}) // triggered: by the user only
        connect(a, &QAction::triggered, this, [this] {
            refill();
            emit viewChanged();
        });
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { emit currentChanged(); });
    connect(m_list, &QListWidget::itemActivated, this, [this] {
        if (currentIndex() >= 0) emit activated();
    });
}

void MapLibrary::retranslate()
{
    m_players->setItemText(0, tr("Any number of players"));
    for (int i = 1; i < m_players->count(); ++i)
        m_players->setItemText(i, tr("%n player(s)", nullptr, m_players->itemData(i).toInt()));
    m_cubes->setItemText(0, tr("Any number of cubes"));
    for (int i = 1; i < m_cubes->count(); ++i)
        m_cubes->setItemText(i, tr("%n cube(s) to win", nullptr, m_cubes->itemData(i).toInt()));
    m_search->setPlaceholderText(tr("Search maps"));
    //: A button over the map list: its menu sorts the maps and groups them.
    m_view->setText(tr("Or&der"));
    m_view->setToolTip(tr("Sort the maps by name or newest first, in sections by player count "
                          "or not."));
    m_byName->setText(tr("By name"));
    m_byDate->setText(tr("Newest first"));
    m_byDate->setToolTip(tr("Your maps by the time they were last saved, then the maps that "
                            "come with the game."));
    m_group->setText(tr("Group by players"));
}

void MapLibrary::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refill();
    }
    QWidget::changeEvent(event);
}

void MapLibrary::setMaps(const QList<LibraryMap> &maps)
{
    m_maps = maps;
    m_pictures.clear();
    refill();
}

int MapLibrary::prependMap(const LibraryMap &entry)
{
    m_maps.prepend(entry);
    m_pictures.clear();
    refill();
    return 0;
}

void MapLibrary::setDescriber(std::function<QString(const LibraryMap &)> describe)
{
    m_describe = std::move(describe);
}

QString MapLibrary::description(const LibraryMap &entry) const
{
    return m_describe ? m_describe(entry) : entry.map.description;
}

bool MapLibrary::canChoose(const LibraryMap &entry) const
{
    return entry.parsed && (entry.problem.isEmpty() || m_purpose == Purpose::Edit);
}

int MapLibrary::currentIndex() const
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item || item->data(KindRole).toInt() != MapItem) return -1;
    const int index = item->data(IndexRole).toInt();
    return index >= 0 && index < m_maps.size() && canChoose(m_maps[index]) ? index : -1;
}

QPixmap MapLibrary::picture(int index)
{
    if (index < 0 || index >= m_maps.size() || !m_maps[index].parsed) return {};
    auto found = m_pictures.constFind(index);
    if (found != m_pictures.cend()) return *found;
    const qreal ratio = qMax(1.0, devicePixelRatioF());
    QPixmap pixmap = QPixmap::fromImage(
        board::renderMapPreview(m_maps[index].map, (QSizeF(kThumbnailSize) * ratio).toSize()));
    pixmap.setDevicePixelRatio(ratio);
    m_pictures.insert(index, pixmap);
    return pixmap;
}

bool MapLibrary::matches(const LibraryMap &entry) const
{
    const bool known = entry.parsed;
    const int players = playersFilter();
    const int cubes = m_cubes->currentData().toInt();
    // A file that cannot be read has no player count: it shows under every filter.
    if (known && players && entry.map.players != players) return false;
    if (known && cubes && entry.map.cubes != cubes) return false;
    const QString search = m_search->text().trimmed();
    if (search.isEmpty()) return true;
    for (const QString &text :
         {entry.map.name, description(entry), entry.fileName(), known ? QString() : entry.problem})
        if (text.contains(search, Qt::CaseInsensitive)) return true;
    return false;
}

QListWidgetItem *MapLibrary::headerItem(const QString &title, int count) const
{
    auto *item = new QListWidgetItem(title);
    item->setFlags(Qt::NoItemFlags);
    item->setData(KindRole, HeaderItem);
    item->setData(CountRole, count);
    item->setData(IndexRole, -1);
    return item;
}

void MapLibrary::refill()
{
    const int keep = currentIndex();
    QList<int> shown, broken;
    for (int i = 0; i < m_maps.size(); ++i)
        if (matches(m_maps[i])) (canChoose(m_maps[i]) ? shown : broken).append(i);
    // By name (as people sort: "Map 2" before "Map 10"), or the user's newest first, then the
    // shipped maps in their order.
    // The C locale (no LANG) collates by code points, without numbers: English then.
    QCollator collator(QLocale().language() == QLocale::C ? QLocale(QLocale::English) : QLocale());
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    const auto title = [this](int i) {
        return m_maps[i].parsed ? m_maps[i].map.name : m_maps[i].fileName();
    };
    const auto byName = [&](int a, int b) { return collator.compare(title(a), title(b)) < 0; };
    const auto byDate = [this](int a, int b) {
        const LibraryMap &x = m_maps[a], &y = m_maps[b];
        if (x.shipped != y.shipped) return !x.shipped;
        if (x.shipped) return a < b;
        return x.modified > y.modified;
    };
    for (QList<int> *part : {&shown, &broken}) {
        if (sort() == Sort::Date)
            std::stable_sort(part->begin(), part->end(), byDate);
        else
            std::stable_sort(part->begin(), part->end(), byName);
    }
    if (grouped())
        std::stable_sort(shown.begin(), shown.end(), [this](int a, int b) {
            return m_maps[a].map.players < m_maps[b].map.players;
        });

    const QSignalBlocker quiet(m_list); // one currentChanged for the whole refill, below
    m_list->clear();
    int group = -1;
    for (qsizetype k = 0; k < shown.size(); ++k) {
        const LibraryMap &entry = m_maps[shown[k]];
        if (grouped() && entry.map.players != group) {
            group = entry.map.players;
            int count = 0;
            for (qsizetype j = k; j < shown.size() && m_maps[shown[j]].map.players == group; ++j)
                ++count;
            //: A section of the map list: the maps for this number of players.
            m_list->addItem(headerItem(tr("%n players", "map list section", group), count));
        }
        auto *item = new LibraryItem(this, shown[k], entry.map.name);
        QString tip = entry.map.name;
        if (!entry.path.isEmpty() && !entry.shipped)
            tip += QLatin1Char('\n') + QDir::toNativeSeparators(entry.path);
        const QString about = description(entry);
        if (!about.isEmpty()) tip += QStringLiteral("\n\n") + about;
        if (!entry.problem.isEmpty()) tip += QStringLiteral("\n\n") + entry.problem;
        item->setToolTip(tip);
        m_list->addItem(item);
    }
    if (!broken.isEmpty()) {
        m_list->addItem(
            headerItem(m_purpose == Purpose::Play ? tr("Cannot be played") : tr("Cannot be opened"),
                       int(broken.size())));
        for (int i : std::as_const(broken)) {
            auto *item = new LibraryItem(this, i, m_maps[i].fileName());
            item->setFlags(Qt::NoItemFlags); // greyed, never chosen
            //: The tooltip of a map file that cannot be used: %1 its path, %2 why.
            item->setToolTip(
                tr("%1\n%2").arg(QDir::toNativeSeparators(m_maps[i].path), m_maps[i].problem));
            m_list->addItem(item);
        }
    }
    // The map selected before, when it still shows; else the first that can be chosen.
    int row = -1;
    for (int r = 0; r < m_list->count(); ++r) {
        const QListWidgetItem *item = m_list->item(r);
        if (item->data(KindRole).toInt() != MapItem) continue;
        const int index = item->data(IndexRole).toInt();
        if (!canChoose(m_maps[index])) continue;
        if (index == keep) {
            row = r;
            break;
        }
        if (row < 0) row = r;
    }
    if (row >= 0) m_list->setCurrentRow(row);
    if (row >= 0) m_list->scrollToItem(m_list->item(row));
    emit currentChanged();
}

void MapLibrary::choose(int index)
{
    if (index < 0 || index >= m_maps.size()) return;
    const LibraryMap &entry = m_maps[index];
    {
        const QSignalBlocker players(m_players), cubes(m_cubes), search(m_search);
        if (!matches(entry)) {
            if (playersFilter() && entry.map.players != playersFilter())
                m_players->setCurrentIndex(m_players->findData(entry.map.players));
            m_cubes->setCurrentIndex(0);
            if (!matches(entry)) m_search->clear();
        }
    }
    const QSignalBlocker quiet(this); // one currentChanged, below
    refill();
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem *item = m_list->item(row);
        if (item->data(KindRole).toInt() == MapItem && item->data(IndexRole).toInt() == index) {
            m_list->setCurrentRow(row);
            m_list->scrollToItem(item);
        }
    }
    emit currentChanged();
}

int MapLibrary::playersFilter() const
{
    return m_players->currentData().toInt();
}

void MapLibrary::setPlayersFilter(int players)
{
    const int row = m_players->findData(players);
    if (row >= 0) m_players->setCurrentIndex(row);
}

MapLibrary::Sort MapLibrary::sort() const
{
    return m_byDate->isChecked() ? Sort::Date : Sort::Name;
}

void MapLibrary::setSort(Sort sort)
{
    (sort == Sort::Date ? m_byDate : m_byName)->setChecked(true);
    refill();
}

bool MapLibrary::grouped() const
{
    return m_group->isChecked();
}

void MapLibrary::setGrouped(bool grouped)
{
    m_group->setChecked(grouped);
    refill();
}

} // namespace quantum::editor
