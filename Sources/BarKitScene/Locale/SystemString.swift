/// A string UIKit draws itself (its `Localizable.strings` key, which is also the English
/// text): the tab bar system item titles, the bar button system items shown as words, the
/// default Back title and the search bar's Cancel. Docs/Fidelity.md lists the sources and
/// the cells that are estimates (``isEstimate(in:)``).
public enum SystemString: String, CaseIterable, Sendable {
  case more = "More"
  case favorites = "Favorites"
  case featured = "Featured"
  case topRated = "Top Rated"
  case recents = "Recents"
  case contacts = "Contacts"
  case history = "History"
  case bookmarks = "Bookmarks"
  case search = "Search"
  case downloads = "Downloads"
  case mostRecent = "Most Recent"
  case mostViewed = "Most Viewed"
  case done = "Done"
  case cancel = "Cancel"
  case edit = "Edit"
  case save = "Save"
  case undo = "Undo"
  case redo = "Redo"
  case back = "Back"

  /// The text iOS 7 shows in `language`.
  public func text(in language: SystemLanguage) -> String {
    Self.table[self]![SystemLanguage.allCases.firstIndex(of: language)!]
  }

  /// Whether the iOS 7 text in `language` is an estimate: the public string tables of iOS 4.0
  /// and iOS 15 disagree (the older one is used), or only later tables agree.
  public func isEstimate(in language: SystemLanguage) -> Bool {
    Self.estimates.contains { $0.0 == self && $0.1 == language }
  }

  /// Each string in the languages of ``SystemLanguage/allCases``, in that order. English is
  /// iOS 7.0.4's; the others are the iOS 4.0 and iOS 15 tables where they agree (Docs/Fidelity.md).
  static let table: [SystemString: [String]] = [
    .more: ["More", "Mehr", "Autre", "Más", "Altro", "Mais", "Meer", "Mer", "Еще", "その他", "기타", "更多", "更多"],
    .favorites: [
      "Favorites", "Favoriten", "Favoris", "Favoritos", "Preferiti", "Favoritos", "Favorieten", "Favoriter",
      "Избранное", "よく使う項目", "즐겨찾기", "个人收藏", "喜好項目",
    ],
    .featured: [
      "Featured", "Highlights", "Sélection", "Destacados", "Primo piano", "Em Destaque", "Uitgelicht", "I blickfånget",
      "Подборка", "おすすめ", "추천 항목", "精选", "精選項目",
    ],
    .topRated: [
      "Top Rated", "Bestwertung", "Cotées", "Más valorados", "I più votati", "Melhor Classificado", "Beste",
      "Högsta betyg", "Топ-рейтинг", "トップレート", "베스트 항목", "评分最高", "最高評等",
    ],
    .recents: [
      "Recents", "Verlauf", "Historique", "Recientes", "Recenti", "Recentes", "Recent", "Senaste", "Последние", "履歴",
      "최근 항목", "最近搜索", "最近項目",
    ],
    .contacts: [
      "Contacts", "Kontakte", "Contacts", "Contactos", "Contatti", "Contatos", "Contacten", "Kontakter", "Контакты",
      "連絡先", "연락처", "通讯录", "聯絡資訊",
    ],
    .history: [
      "History", "Verlauf", "Historique", "Historial", "Cronologia", "Histórico", "Geschiedenis", "Historik", "История",
      "履歴", "기록", "历史记录", "瀏覽記錄",
    ],
    .bookmarks: [
      "Bookmarks", "Lesezeichen", "Signets", "Favoritos", "Preferiti", "Favoritos", "Bladwijzers", "Bokmärken",
      "Закладки", "ブックマーク", "책갈피", "书签", "書籤",
    ],
    .search: [
      "Search", "Suchen", "Recherche", "Buscar", "Cerca", "Buscar", "Zoek", "Sök", "Поиск", "検索", "검색", "搜索", "搜尋",
    ],
    .downloads: [
      "Downloads", "Downloads", "Téléchargés", "Descargas", "Download", "Transferências", "Downloads", "Hämtningar",
      "Загрузки", "ダウンロード", "다운로드", "下载", "下載項目",
    ],
    .mostRecent: [
      "Most Recent", "Neue Videos", "Récentes", "Más recientes", "I più recenti", "Mais Recentes", "Recent", "Senaste",
      "Последние", "最新", "최신 항목", "最新上传", "最新加入",
    ],
    .mostViewed: [
      "Most Viewed", "Topvideos", "Populaires", "Más vistos", "I più visti", "Mais Vistos", "Veelbekeken",
      "Mest visade", "Популярные", "人気", "최다 조회", "观看最多", "最多觀看次數",
    ],
    .done: ["Done", "Fertig", "OK", "OK", "Fine", "OK", "Gereed", "Klar", "Готово", "完了", "완료", "完成", "完成"],
    .cancel: [
      "Cancel", "Abbrechen", "Annuler", "Cancelar", "Annulla", "Cancelar", "Annuleer", "Avbryt", "Отменить", "キャンセル",
      "취소", "取消", "取消",
    ],
    .edit: [
      "Edit", "Bearbeiten", "Modifier", "Editar", "Modifica", "Editar", "Wijzig", "Ändra", "Изменить", "編集", "편집", "编辑",
      "編輯",
    ],
    .save: [
      "Save", "Sichern", "Enregistrer", "Guardar", "Salva", "Salvar", "Bewaar", "Spara", "Сохранить", "保存", "저장", "存储",
      "儲存",
    ],
    .undo: [
      "Undo", "Widerrufen", "Annuler", "Deshacer", "Annulla", "Desfazer", "Herstel", "Ångra", "Отменить", "取消", "취소",
      "撤销", "還原",
    ],
    .redo: [
      "Redo", "Wiederholen", "Rétablir", "Rehacer", "Ripristina", "Refazer", "Opnieuw", "Gör om", "Повторить", "やり直す",
      "복귀", "重做", "重作",
    ],
    .back: [
      "Back", "Zurück", "Retour", "Atrás", "Indietro", "Voltar", "Terug", "Tillbaka", "Назад", "戻る", "뒤로", "返回", "返回",
    ],
  ]

  /// The cells whose iOS 7 value is not settled by the public sources.
  static let estimates: [(SystemString, SystemLanguage)] = [
    (.more, .ko),
    (.featured, .es),
    (.featured, .it),
    (.featured, .ptBR),
    (.featured, .ru),
    (.topRated, .ja),
    (.topRated, .zhHant),
    (.recents, .de),
    (.recents, .ru),
    (.recents, .ja),
    (.recents, .zhHans),
    (.contacts, .zhHant),
    (.history, .es),
    (.history, .zhHans),
    (.bookmarks, .es),
    (.bookmarks, .it),
    (.downloads, .fr),
    (.downloads, .ptBR),
    (.mostRecent, .nl),
    (.mostRecent, .zhHans),
    (.mostViewed, .zhHans),
    (.edit, .ru),
    (.undo, .ru),
    (.undo, .ja),
    (.undo, .ko),
    (.redo, .ko),
    (.redo, .zhHant),
    (.back, .nl),
  ]
}
